/**
 * POST /api/staff/search { q, from?, to?, location? } : find bookings (contracts/staff-search.ts).
 * POST, not GET: the query is an email, a phone number or a name, and must not stand in a URL.
 */
import type { PageConfig } from 'next';
import { searchRequestSchema, type SearchResponse } from '@/contracts/staff-search';
import { getDb } from '@/server/db/client';
import { readJsonBody } from '@/server/http';
import { searchBookings } from '@/server/staff/desk/search';
import { requireLocation, staffRoute } from '@/server/staff/route';

// Our own body reading: a malformed body answers { error }, not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute('search', {
  POST: {
    role: 'reception',
    handle: async (req, res, actor) => {
      const q = await readJsonBody(req, res, searchRequestSchema);
      if (!q) return;
      if (q.location) requireLocation(actor, q.location);
      const answer = await searchBookings(actor, q, { db: await getDb() });
      res.status(200).json(answer satisfies SearchResponse);
    },
  },
});
