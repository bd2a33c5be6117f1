/** GET /api/reservation/fetch-duration?checkupSlug=&services=a,b -> { totalDuration } (minutes). */
import { z } from 'zod';
import { getCatalog } from '@/server/content';
import { apiHandler, parseQuery, queryList, queryString } from '@/server/http';
import { fetchDuration } from '@/server/reservations';

const querySchema = z.object({ checkupSlug: queryString, services: queryList });

export default apiHandler('reservation/fetch-duration', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    res.status(200).json({ totalDuration: fetchDuration(await getCatalog(), q) });
  },
});
