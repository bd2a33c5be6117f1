/**
 * POST /api/waitlist/confirm { token } -> { entry }: the double opt-in. Contract:
 * src/contracts/waitlist-confirm.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { confirmWaitlistRequestSchema } from '@/contracts/waitlist-confirm';
import { confirmAnswer } from '@/server/waitlist/entries';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'waitlist/confirm', methods: ['POST'], request: confirmWaitlistRequestSchema },
  { rateLimit: 'waitlist-link', noStore: true },
  async (input, { req }) => ({ body: await confirmAnswer(input, await manageDeps(), req) }),
);
