/**
 * POST /api/waitlist/confirm { token } -> { entry }: the double opt-in. Contract:
 * src/contracts/waitlist-confirm.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import {
  confirmWaitlistRequestSchema,
  type ConfirmWaitlistResponse,
} from '@/contracts/waitlist-confirm';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { confirmEntry } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'waitlist/confirm', methods: ['POST'], request: confirmWaitlistRequestSchema },
  { rateLimit: 'waitlist-link', noStore: true },
  async ({ token }): Promise<{ body: ConfirmWaitlistResponse }> => ({
    body: { entry: await confirmEntry(token, await manageDeps()) },
  }),
);
