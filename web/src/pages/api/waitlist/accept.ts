/**
 * POST /api/waitlist/accept { token } -> { booking }: takes an earlier-slot offer, a reschedule
 * within the booking's policy. Contract: src/contracts/waitlist-accept.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { acceptRequestSchema, type AcceptResponse } from '@/contracts/waitlist-accept';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { acceptEarlierSlot } from '@/server/waitlist/offer-link';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'waitlist/accept', methods: ['POST'], request: acceptRequestSchema },
  { rateLimit: 'waitlist-link', noStore: true },
  async ({ token }): Promise<{ body: AcceptResponse }> => ({
    body: { booking: await acceptEarlierSlot(token, await manageDeps()) },
  }),
);
