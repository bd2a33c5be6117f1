/**
 * POST /api/booking/earlier-slot { token, on? } -> { earlierSlot }: the manage page's "tell me if
 * an earlier slot frees up". Contract: src/contracts/booking-earlier-slot.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import {
  earlierSlotRequestSchema,
  type EarlierSlotResponse,
} from '@/contracts/booking-earlier-slot';
import { manageLinkRoute } from '@/server/manage-link/route';
import { switchEarlierSlot } from '@/server/waitlist/earlier-slot';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'booking/earlier-slot',
  'booking-earlier-slot',
  earlierSlotRequestSchema,
  async ({ token, on }, deps) =>
    ({ earlierSlot: await switchEarlierSlot(token, on, deps) }) satisfies EarlierSlotResponse,
);
