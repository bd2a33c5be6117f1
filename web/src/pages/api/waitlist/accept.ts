/**
 * POST /api/waitlist/accept { token } -> { booking }: takes an earlier-slot offer, a reschedule
 * within the booking's policy. Contract: src/contracts/waitlist-accept.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { acceptRequestSchema, type AcceptResponse } from '@/contracts/waitlist-accept';
import { manageLinkRoute } from '@/server/manage-link/route';
import { acceptEarlierSlot } from '@/server/waitlist/offer-link';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'waitlist/accept',
  'waitlist-link',
  acceptRequestSchema,
  async ({ token }, deps) =>
    ({ booking: await acceptEarlierSlot(token, deps) }) satisfies AcceptResponse,
);
