/**
 * POST /api/booking/earlier-slot { token, on? } -> { earlierSlot }: the manage page's "tell me if
 * an earlier slot frees up". Contract: src/contracts/booking-earlier-slot.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import {
  earlierSlotRequestSchema,
  type EarlierSlotResponse,
} from '@/contracts/booking-earlier-slot';
import { DomainError } from '@/server/domain-error';
import { defineRoute } from '@/server/http';
import { openByToken } from '@/server/manage/actions';
import { policyAnswer } from '@/server/manage/policy-input';
import { manageDeps } from '@/server/manage/route';
import { snapshotOf } from '@/server/reservations/snapshot';
import { setEarlierSlot } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/earlier-slot', methods: ['POST'], request: earlierSlotRequestSchema },
  { rateLimit: 'booking-earlier-slot', noStore: true },
  async ({ token, on }): Promise<{ body: EarlierSlotResponse }> => {
    const deps = await manageDeps();
    const booking = await openByToken(token, deps);
    if (on === true) {
      // Only a booking that may still move can ask for an earlier slot (the move is a reschedule).
      const answer = policyAnswer({
        row: booking,
        snapshot: await snapshotOf(booking),
        catalog: deps.catalog,
        partnerHasBooked: false,
        now: deps.now,
      });
      if (!answer.reschedule.allowed)
        throw new DomainError('change-refused', answer.reschedule.reason);
    }
    return { body: { earlierSlot: await setEarlierSlot(booking, on, deps) } };
  },
);
