/**
 * GET /api/reservation/fetch-end-date?timeSlotStart=&checkupSlug=&services=
 * -> { timeSlotEnd, totalDuration } (end as ISO with the Zurich offset).
 */
import { z } from 'zod';
import { getCatalog } from '@/server/content';
import { apiHandler, parseQuery, queryInstant, queryList, queryString } from '@/server/http';
import { fetchEndDate } from '@/server/reservations';

const querySchema = z.object({
  timeSlotStart: queryInstant,
  checkupSlug: queryString,
  services: queryList,
});

export default apiHandler('reservation/fetch-end-date', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    res.status(200).json(fetchEndDate(await getCatalog(), q, q.timeSlotStart));
  },
});
