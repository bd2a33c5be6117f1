/**
 * POST /api/booking/earlier-slot { token, on? } -> { earlierSlot }: the manage page's "tell me if
 * an earlier slot frees up". Contract: src/contracts/booking-earlier-slot.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { earlierSlotRequestSchema } from '@/contracts/booking-earlier-slot';
import { earlierSlotAnswer } from '@/server/waitlist/earlier-slot';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/earlier-slot', methods: ['POST'], request: earlierSlotRequestSchema },
  { rateLimit: 'booking-earlier-slot', noStore: true },
  async (input, { req }) => ({ body: await earlierSlotAnswer(input, await manageDeps(), req) }),
);
