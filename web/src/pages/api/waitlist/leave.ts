/**
 * POST /api/waitlist/leave { token } -> { entry }: leaves the waitlist (works once). Also the
 * RFC 8058 one-click target of the List-Unsubscribe header: `?token=` with the form body
 * `List-Unsubscribe=One-Click`, sent by the mail provider's servers (cross-site, form-encoded:
 * the signed token authenticates it, as a signature does a webhook). Contract:
 * src/contracts/waitlist-leave.ts; docs/waitlist.md.
 */
import type { NextApiRequest, PageConfig } from 'next';
import {
  leaveWaitlistQuerySchema,
  leaveWaitlistRequestSchema,
  type LeaveWaitlistResponse,
} from '@/contracts/waitlist-leave';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { leaveEntry } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

const isOneClick = (req: NextApiRequest) =>
  (req.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded') && req.query.token !== undefined;

export default defineRoute(
  {
    route: 'waitlist/leave',
    methods: ['POST'],
    request: leaveWaitlistRequestSchema,
    queryInstead: { schema: leaveWaitlistQuerySchema, when: isOneClick },
  },
  { rateLimit: 'waitlist-link', noStore: true, signedWebhook: true },
  async ({ token }): Promise<{ body: LeaveWaitlistResponse }> => ({
    body: { entry: await leaveEntry(token, await manageDeps()) },
  }),
);
