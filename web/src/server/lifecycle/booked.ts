/**
 * Right after the reservation service stored a new hold (which announced itself to staff in
 * its own transaction): a booking with nothing to pay is confirmed at once
 * (reserve-timeslot-success-with-downpayment, its confirmation email written as a job with the
 * confirmation); otherwise it stays pending for payment (reserve-timeslot-success). A
 * nothing-due confirmation that fails cancels the hold and answers a catalogue id.
 */
import { DomainError } from '@/server/domain-error';
import type { Db } from '@/server/db/client';
import { describeError } from '@/server/db/errors';
import { log } from '@/server/log';
import { RESERVE_SUCCESS, RESERVE_SUCCESS_NOTHING_DUE } from '@/contracts/error-ids';
import { cancelReservation, confirmReservation, type TransitionResult } from './transitions';
import {
  ALREADY_BOOKED,
  CONFIRM_FAILED,
  DISCOUNT_CODE_INVALID,
  INTERNAL_ERROR,
} from '@/contracts/error-ids';

export type BookedOutcome = {
  status: 'pending' | 'confirmed';
  result: typeof RESERVE_SUCCESS | typeof RESERVE_SUCCESS_NOTHING_DUE;
};

/** The step that confirms a booking with nothing to pay (injectable for tests). */
export type NothingDueConfirm = (reservationId: string, db: Db) => Promise<TransitionResult>;

const confirmNothingDue: NothingDueConfirm = (reservationId, db) =>
  confirmReservation(
    reservationId,
    { paidCents: 0, balanceDueCents: 0, paymentIntentId: null, provider: 'none' },
    db,
  );

/**
 * The nothing-due confirmation failed: the booker hears an error and has no reservation id,
 * so the hold must not keep its room (and its discount code's redemption) until it lapses.
 * Cancelled whatever the cause (also a confirmation that was written after all); a cancel
 * that fails itself is logged and the hold lapses.
 */
async function dropUnconfirmedHold(reservationId: string, db: Db, reason: string): Promise<void> {
  let hold: string;
  try {
    const cancelled = await cancelReservation(reservationId, db);
    hold = cancelled.reservation?.status ?? 'not-found';
  } catch (err) {
    hold = `cancel-failed: ${describeError(err)}`;
  }
  // Ids and reasons only: describeError never carries a query's parameters (personal data).
  log.error(CONFIRM_FAILED, { reservationId, reason, hold });
}

/**
 * Right after the hold was stored. Nothing due: confirmed at once; when that fails the hold
 * is cancelled and this throws DomainError: 409 reserve-timeslot-error-already-booked (the hold
 * lapsed and its room was taken), 409 error-confirming-reservation-from-app (the row was
 * cancelled or otherwise left pending meanwhile), 500 internal-error for anything unexpected.
 */
export async function afterReservationCreated(
  reservationId: string,
  nothingDue: boolean,
  deps: { db: Db; confirmNothingDue?: NothingDueConfirm },
): Promise<BookedOutcome> {
  const { db } = deps;
  if (!nothingDue) return { status: 'pending', result: RESERVE_SUCCESS };
  let confirmed: TransitionResult;
  try {
    confirmed = await (deps.confirmNothingDue ?? confirmNothingDue)(reservationId, db);
  } catch (err) {
    await dropUnconfirmedHold(reservationId, db, describeError(err));
    throw new DomainError('unexpected', INTERNAL_ERROR);
  }
  if (!confirmed.ok) {
    await dropUnconfirmedHold(reservationId, db, confirmed.reason);
    switch (confirmed.reason) {
      case 'slot-lost':
        throw new DomainError('slot-taken', ALREADY_BOOKED);
      case 'not-allowed':
        throw new DomainError('confirmation-failed', CONFIRM_FAILED);
      case 'code-exhausted':
        throw new DomainError('discount-code-refused', DISCOUNT_CODE_INVALID);
      case 'not-found':
        // The row this request has just written is gone: nothing known explains that.
        throw new DomainError('unexpected', INTERNAL_ERROR);
    }
  }
  log.info(RESERVE_SUCCESS_NOTHING_DUE, { reservationId });
  return { status: 'confirmed', result: RESERVE_SUCCESS_NOTHING_DUE };
}
