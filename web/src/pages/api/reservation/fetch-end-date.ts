/**
 * GET /api/reservation/fetch-end-date?timeSlotStart=&checkupSlug=&services=
 * -> { timeSlotEnd, totalDuration } (end as ISO with the Zurich offset).
 */
import type { PageConfig } from 'next';
import {
  fetchEndDateQuerySchema,
  type FetchEndDateResponse,
} from '@/contracts/reservation-fetch-end-date';
import { getCatalog } from '@/server/content';
import { defineRoute } from '@/server/http';
import { fetchEndDate } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'reservation/fetch-end-date', methods: ['GET'], request: fetchEndDateQuerySchema },
  {},
  async (q): Promise<{ body: FetchEndDateResponse }> => ({
    body: fetchEndDate(await getCatalog(), q, q.timeSlotStart),
  }),
);
