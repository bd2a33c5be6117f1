/**
 * POST /api/booking/earlier-slot { token, on? } -> { earlierSlot }: the manage page's "tell me if
 * an earlier slot frees up". Contract: src/contracts/booking-earlier-slot.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import {
  earlierSlotRequestSchema,
  type EarlierSlotResponse,
} from '@/contracts/booking-earlier-slot';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { switchEarlierSlot } from '@/server/waitlist/earlier-slot';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/earlier-slot', methods: ['POST'], request: earlierSlotRequestSchema },
  { rateLimit: 'booking-earlier-slot', noStore: true },
  async ({ token, on }): Promise<{ body: EarlierSlotResponse }> => ({
    body: { earlierSlot: await switchEarlierSlot(token, on, await manageDeps()) },
  }),
);
