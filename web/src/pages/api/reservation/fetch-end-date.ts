/**
 * GET /api/reservation/fetch-end-date?timeSlotStart=&checkupSlug=&services=
 * -> { timeSlotEnd, totalDuration } (end as ISO with the Zurich offset).
 */
import type { PageConfig } from 'next';
import { getCatalog } from '@/server/content';
import { apiHandler, parseQuery } from '@/server/http';
import {
  fetchEndDateQuerySchema,
  type FetchEndDateResponse,
} from '@/contracts/reservation-fetch-end-date';
import { fetchEndDate } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

const querySchema = fetchEndDateQuerySchema;

export default apiHandler('reservation/fetch-end-date', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    res
      .status(200)
      .json(fetchEndDate(await getCatalog(), q, q.timeSlotStart) satisfies FetchEndDateResponse);
  },
});
