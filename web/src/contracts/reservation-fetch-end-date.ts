/** GET /api/reservation/fetch-end-date: the end of an appointment starting at timeSlotStart. */
import { z } from 'zod';
import { queryInstant, queryList, queryString } from '@/shared/query-params';

export const fetchEndDateQuerySchema = z.object({
  timeSlotStart: queryInstant,
  checkupSlug: queryString,
  services: queryList,
});

export type FetchEndDateResponse = { timeSlotEnd: string; totalDuration: number };

/** Only the common ids. */
export const FETCH_END_DATE_ERROR_IDS = [] as const;
