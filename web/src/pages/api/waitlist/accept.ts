/**
 * POST /api/waitlist/accept { token } -> { booking }: takes an earlier-slot offer, a reschedule
 * within the booking's policy. Contract: src/contracts/waitlist-accept.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { acceptRequestSchema } from '@/contracts/waitlist-accept';
import { acceptAnswer } from '@/server/waitlist/offer-link';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'waitlist/accept', methods: ['POST'], request: acceptRequestSchema },
  { rateLimit: 'waitlist-link', noStore: true },
  async (input, { req }) => ({ body: await acceptAnswer(input, await manageDeps(), req) }),
);
