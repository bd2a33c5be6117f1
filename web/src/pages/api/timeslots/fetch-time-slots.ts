/**
 * GET /api/timeslots/fetch-time-slots?locationSlug=&checkupSlug=&services=&startDate=&endDate=
 * -> { days: [{ date, slots: [{ start, freeRooms }] }] }; window of at most 62 days.
 */
import type { PageConfig } from 'next';
import { getDb } from '@/server/db/client';
import { getCatalog } from '@/server/content';
import { apiHandler, parseQuery } from '@/server/http';
import { fetchTimeSlotsQuerySchema } from '@/contracts/timeslots-fetch-time-slots';
import { fetchTimeSlotsJson } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

const querySchema = fetchTimeSlotsQuerySchema;

export default apiHandler('timeslots/fetch-time-slots', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    const [db, catalog] = await Promise.all([getDb(), getCatalog()]);
    // JSON text assembled from the slot cache's per-day text (server/reservations/slot-cache.ts).
    const json = await fetchTimeSlotsJson(q, { db, catalog, now: new Date() });
    res.setHeader('Cache-Control', 'no-store');
    // The text is the contract's FetchTimeSlotsResponse (slot-cache tests compare it with the engine's answer).
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.status(200).send(json);
  },
});
