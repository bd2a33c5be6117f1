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
import {
  apiHandler,
  enforceRateLimit,
  parseQuery,
  rateLimitRule,
  readJsonBody,
  readRawBody,
} from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { leaveEntry } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

const isOneClick = (contentType: string | undefined) =>
  (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** Not defineRoute: the token comes from the query or from the JSON body. */
export default apiHandler(
  'waitlist/leave',
  {
    POST: async (req, res) => {
      if (!(await enforceRateLimit(req, res, rateLimitRule('waitlist-link')))) return;
      let token: string;
      if (isOneClick(req.headers['content-type']) && req.query.token !== undefined) {
        const query = parseQuery(req, res, leaveWaitlistQuerySchema);
        if (!query) return;
        // The body says only "List-Unsubscribe=One-Click"; read so the connection is clean.
        await readRawBody(req, 1024).catch(() => undefined);
        token = query.token;
      } else {
        const body = await readJsonBody(req, res, leaveWaitlistRequestSchema);
        if (!body) return;
        token = body.token;
      }
      const entry = await leaveEntry(token, await manageDeps());
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).json({ entry } satisfies LeaveWaitlistResponse);
    },
  },
  { signedWebhook: true },
);
