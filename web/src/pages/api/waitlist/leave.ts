/**
 * POST /api/waitlist/leave { token } -> { entry }: leaves the waitlist (works once). Also the
 * RFC 8058 one-click target of the List-Unsubscribe header: `?token=` with the form body
 * `List-Unsubscribe=One-Click`, sent by the mail provider's servers (cross-site, form-encoded:
 * the signed token authenticates it, as a signature does a webhook). Contract:
 * src/contracts/waitlist-leave.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import {
  leaveWaitlistQuerySchema,
  leaveWaitlistRequestSchema,
  type LeaveWaitlistResponse,
} from '@/contracts/waitlist-leave';
import { apiHandler, parseQuery, readRawBody } from '@/server/http';
import { leaveEntry } from '@/server/waitlist/entries';
import { waitlistDeps, waitlistRequest } from '@/server/waitlist/route';

export const config: PageConfig = { api: { bodyParser: false } };

const isOneClick = (contentType: string | undefined) =>
  (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

export default apiHandler(
  'waitlist/leave',
  {
    POST: async (req, res) => {
      if (isOneClick(req.headers['content-type']) && req.query.token !== undefined) {
        const query = parseQuery(req, res, leaveWaitlistQuerySchema);
        if (!query) return;
        // The body says only "List-Unsubscribe=One-Click"; read so the connection is clean.
        await readRawBody(req, 1024).catch(() => undefined);
        const deps = await waitlistDeps(req, res, 'waitlist-link');
        if (!deps) return;
        const entry = await leaveEntry(query.token, deps);
        res.status(200).json({ entry } satisfies LeaveWaitlistResponse);
        return;
      }
      const request = await waitlistRequest(req, res, leaveWaitlistRequestSchema, 'waitlist-link');
      if (!request) return;
      const entry = await leaveEntry(request.body.token, request.deps);
      res.status(200).json({ entry } satisfies LeaveWaitlistResponse);
    },
  },
  { signedWebhook: true },
);
