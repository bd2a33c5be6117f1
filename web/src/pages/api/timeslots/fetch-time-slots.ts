/**
 * GET /api/timeslots/fetch-time-slots?locationSlug=&checkupSlug=&services=&startDate=&endDate=
 * -> { days: [{ date, slots: [{ start, freeRooms }] }] }; window of at most 62 days.
 */
import type { PageConfig } from 'next';
import { getDb } from '@/server/db/client';
import { getCatalog } from '@/server/content';
import { defineRoute } from '@/server/http';
import { fetchTimeSlotsQuerySchema } from '@/contracts/timeslots-fetch-time-slots';
import { fetchTimeSlotsJson } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'timeslots/fetch-time-slots', methods: ['GET'], request: fetchTimeSlotsQuerySchema },
  { noStore: true },
  async (q) => {
    const [db, catalog] = await Promise.all([getDb(), getCatalog()]);
    // JSON text assembled from the slot cache's per-day text (server/reservations/slot-cache.ts),
    // sent as it is; it is the contract's FetchTimeSlotsResponse (slot-cache tests compare it
    // with the engine's answer).
    const json = await fetchTimeSlotsJson(q, { db, catalog, now: new Date() });
    return { send: json, contentType: 'application/json; charset=utf-8' };
  },
);
