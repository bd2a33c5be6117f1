/**
 * The manage page's "tell me if an earlier slot frees up" (docs/waitlist.md): the manage link
 * opens the booking; switching on needs a booking that may still move, because an accepted
 * earlier slot is taken as a reschedule within the booking's policy.
 */
import type { EarlierSlotRequest, EarlierSlotResponse } from '@/contracts/booking-earlier-slot';
import { DomainError } from '@/server/domain-error';
import { openByToken, type ManageDeps } from '@/server/manage-link/actions';
import { policyAnswer } from '@/server/manage-link/policy-input';
import type { LinkAnswer } from '@/server/manage-link/route';
import { snapshotOf } from '@/server/reservations/snapshot';
import { setEarlierSlot } from './entries';

export async function switchEarlierSlot(
  token: string,
  on: boolean | undefined,
  deps: ManageDeps,
): Promise<EarlierSlotResponse['earlierSlot']> {
  const booking = await openByToken(token, deps);
  if (on === true) {
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
  return setEarlierSlot(booking, on, deps);
}

/** POST /api/booking/earlier-slot's answer: whether the booking waits for an earlier slot. */
export const earlierSlotAnswer: LinkAnswer<EarlierSlotRequest, EarlierSlotResponse> = async (
  { token, on },
  deps,
) => ({ earlierSlot: await switchEarlierSlot(token, on, deps) });
