/**
 * POST /api/waitlist/confirm { token } -> { entry }: the double opt-in. Contract:
 * src/contracts/waitlist-confirm.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import {
  confirmWaitlistRequestSchema,
  type ConfirmWaitlistResponse,
} from '@/contracts/waitlist-confirm';
import { manageLinkRoute } from '@/server/manage-link/route';
import { confirmEntry } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'waitlist/confirm',
  'waitlist-link',
  confirmWaitlistRequestSchema,
  async ({ token }, deps) =>
    ({ entry: await confirmEntry(token, deps) }) satisfies ConfirmWaitlistResponse,
);
