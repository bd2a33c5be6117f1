/**
 * POST /api/staff/search { q, from?, to?, location? } : find bookings (contracts/staff-search.ts).
 * POST, not GET: the query is an email, a phone number or a name, and must not stand in a URL.
 */
import type { PageConfig } from 'next';
import { searchRequestSchema, type SearchResponse } from '@/contracts/staff-search';
import { getDb } from '@/server/db/client';
import { searchBookings } from '@/server/staff/desk/search';
import { requireLocation, staffRoute } from '@/server/staff/route';

// Our own body reading: a malformed body answers { error }, not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/search', methods: ['POST'], request: searchRequestSchema },
  { role: 'reception' },
  async (q, actor): Promise<{ body: SearchResponse }> => {
    if (q.location) requireLocation(actor, q.location);
    return { body: await searchBookings(actor, q, { db: await getDb() }) };
  },
);
