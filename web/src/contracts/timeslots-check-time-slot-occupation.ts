/** GET /api/timeslots/check-time-slot-occupation: whether a slot start has no free room. */
import { z } from 'zod';
import { queryInstant, queryList, queryString } from '@/shared/query-params';
import { LOCATION_DOES_NOT_OFFER_CHECKUP, LOCATION_DOES_NOT_OFFER_SERVICE } from './error-ids';

export const checkOccupationQuerySchema = z.object({
  locationSlug: queryString,
  checkupSlug: queryString,
  services: queryList,
  timeSlotStart: queryInstant,
});

export type CheckOccupationResponse = { occupied: boolean };

export const CHECK_OCCUPATION_ERROR_IDS = [
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
] as const;
