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
import { apiHandler } from '@/server/http';
import { openByToken } from '@/server/manage/actions';
import { policyAnswer } from '@/server/manage/policy-input';
import { manageRequest } from '@/server/manage/route';
import { snapshotOf } from '@/server/reservations/snapshot';
import { setEarlierSlot } from '@/server/waitlist/entries';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/earlier-slot', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, earlierSlotRequestSchema, 'booking-earlier-slot');
    if (!request) return;
    const { deps } = request;
    const booking = await openByToken(request.body.token, deps);
    if (request.body.on === true) {
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
    const earlierSlot = await setEarlierSlot(booking, request.body.on, deps);
    res.status(200).json({ earlierSlot } satisfies EarlierSlotResponse);
  },
});
