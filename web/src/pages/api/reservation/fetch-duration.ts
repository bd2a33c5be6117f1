/** GET /api/reservation/fetch-duration?checkupSlug=&services=a,b -> { totalDuration } (minutes). */
import type { PageConfig } from 'next';
import { getCatalog } from '@/server/content';
import { apiHandler, parseQuery } from '@/server/http';
import {
  fetchDurationQuerySchema,
  type FetchDurationResponse,
} from '@/contracts/reservation-fetch-duration';
import { fetchDuration } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

const querySchema = fetchDurationQuerySchema;

export default apiHandler('reservation/fetch-duration', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    res.status(200).json({
      totalDuration: fetchDuration(await getCatalog(), q),
    } satisfies FetchDurationResponse);
  },
});
