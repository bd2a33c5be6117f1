/**
 * GET /api/timeslots/next-free?checkupSlug=&services= -> { locations: [{ locationSlug,
 * nextFree }] }: the first free slot start (ISO, Zurich offset) per location for this
 * selection, or null. For the location cards' "next free" line (issue 14.3).
 */
import type { PageConfig } from 'next';
import { getDb } from '@/server/db/client';
import { getCatalog } from '@/server/content';
import { apiHandler, parseQuery } from '@/server/http';
import { nextFreeQuerySchema, type NextFreeResponse } from '@/contracts/timeslots-next-free';
import { nextFreeSlots } from '@/server/reservations';

// GET only, and no body is read (like fetch-time-slots).
export const config: PageConfig = { api: { bodyParser: false } };

const querySchema = nextFreeQuerySchema;

export default apiHandler('timeslots/next-free', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    const [db, catalog] = await Promise.all([getDb(), getCatalog()]);
    const result = await nextFreeSlots(q, { db, catalog, now: new Date() });
    // A short shared cache would serve a stale "next free"; the list is cheap to compute.
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(result satisfies NextFreeResponse);
  },
});
