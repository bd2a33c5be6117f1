/**
 * POST /api/waitlist/join -> 202 { status }: a pending waitlist entry and its confirmation
 * email (double opt-in). Contract: src/contracts/waitlist-join.ts; docs/waitlist.md.
 * Rate limited per client before anything is read (each join sends an email).
 */
import type { PageConfig } from 'next';
import { joinRequestSchema, type JoinResponse } from '@/contracts/waitlist-join';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { defineRoute } from '@/server/http';
import { joinWaitlist } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'waitlist/join', methods: ['POST'], request: joinRequestSchema },
  { rateLimit: 'waitlist-join', noStore: true },
  async (body): Promise<{ status: number; body: JoinResponse }> => {
    const [db, catalog] = await Promise.all([getDb(), getCatalog({ fresh: true })]);
    await joinWaitlist(body, { db, catalog, now: new Date() });
    return { status: 202, body: { status: 'confirmation-sent' } };
  },
);
