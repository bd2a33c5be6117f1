/** GET /api/timeslots/fetch-time-slots: free slots per day of a window (SPEC 7). */
import { z } from 'zod';
import type { DayAvailability } from '@/server/availability';
import { queryList, queryString } from '@/shared/query-params';
import { LOCATION_DOES_NOT_OFFER_CHECKUP, LOCATION_DOES_NOT_OFFER_SERVICE } from './error-ids';

const date = queryString.regex(/^\d{4}-\d{2}-\d{2}$/);
export const fetchTimeSlotsQuerySchema = z.object({
  locationSlug: queryString,
  checkupSlug: queryString,
  services: queryList,
  startDate: date,
  endDate: date,
});

export type FetchTimeSlotsResponse = { days: DayAvailability[] };

/** invalid-request (common) for a bad query, unknown slugs or a window too long. */
export const FETCH_TIME_SLOTS_ERROR_IDS = [
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
] as const;
