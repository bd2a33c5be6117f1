/**
 * POST /api/waitlist/join -> 202 { status }: a pending waitlist entry and its confirmation
 * email (double opt-in). Contract: src/contracts/waitlist-join.ts; docs/waitlist.md.
 * Rate limited per client before anything is read.
 */
import type { PageConfig } from 'next';
import { joinRequestSchema, type JoinResponse } from '@/contracts/waitlist-join';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { joinWaitlist } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

/** Each join sends an email: a client may not start more than this many per window. */
export const JOIN_LIMIT = { bucket: 'waitlist-join', limit: 10, windowSeconds: 600 };

export default apiHandler('waitlist/join', {
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, JOIN_LIMIT))) return;
    const body = await readJsonBody(req, res, joinRequestSchema);
    if (!body) return;
    const [db, catalog] = await Promise.all([getDb(), getCatalog({ fresh: true })]);
    await joinWaitlist(body, { db, catalog, now: new Date() });
    res.setHeader('Cache-Control', 'no-store');
    res.status(202).json({ status: 'confirmation-sent' } satisfies JoinResponse);
  },
});
