/**
 * GET /api/timeslots/next-free?checkupSlug=&services= -> { locations: [{ locationSlug,
 * nextFree }] }: the first free slot start (ISO, Zurich offset) per location for this
 * selection, or null. For the location cards' "next free" line (docs/spec.md).
 */
import type { PageConfig } from 'next';
import { nextFreeQuerySchema, type NextFreeResponse } from '@/contracts/timeslots-next-free';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { defineRoute } from '@/server/http';
import { nextFreeSlots } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

// A short shared cache would serve a stale "next free"; the list is cheap to compute.
export default defineRoute(
  { route: 'timeslots/next-free', methods: ['GET'], request: nextFreeQuerySchema },
  { noStore: true },
  async (q): Promise<{ body: NextFreeResponse }> => {
    const [db, catalog] = await Promise.all([getDb(), getCatalog()]);
    return { body: await nextFreeSlots(q, { db, catalog, now: new Date() }) };
  },
);
