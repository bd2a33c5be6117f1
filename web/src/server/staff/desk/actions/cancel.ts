/**
 * Cancel with a refund choice (docs/staff-desk.md, "Cancel"): through the lifecycle's
 * cancellation (lifecycle/move-and-cancel.ts cancelByBooker: the room freed, the refund row and
 * job, the cancellation email in the patient's language), with staff deciding the refund instead
 * of the booker's policy: everything paid online, all but the deposit, or an amount up to what
 * was paid.
 */
import type { z } from 'zod';
import type {
  RefundChoice,
  staffCancelRequestSchema,
  StaffCancelResponse,
} from '@/contracts/staff-booking-cancel';
import type { Reservation } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { cancelByBooker, type CancelDecision } from '@/server/lifecycle';
import { snapshotOf } from '@/server/reservations/snapshot';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { answering, bookingForAction, refuse, type DeskDeps } from './common';
import { REFUND_ABOVE_PAID, STAFF_BOOKING_NOT_FOUND } from '@/contracts/error-ids';

export type CancelInput = z.infer<typeof staffCancelRequestSchema>;

/** What is given back and kept of `paidCents` (paid online) under the staff's choice. */
export function staffRefund(
  choice: RefundChoice,
  paidCents: number,
  depositCents: number,
  customCents = 0,
): CancelDecision {
  const refundCents =
    choice === 'everything'
      ? paidCents
      : choice === 'keep-deposit'
        ? Math.max(0, paidCents - depositCents)
        : customCents;
  if (refundCents > paidCents) return { ok: false, reason: REFUND_ABOVE_PAID };
  return { ok: true, refundCents, keptCents: paidCents - refundCents };
}

export async function cancelForPatient(
  actor: StaffActor,
  input: CancelInput,
  deps: DeskDeps,
): Promise<{ reservation: Reservation; refundCents: number; keptCents: number }> {
  const row = await bookingForAction(actor, input.id, deps.db);
  const snapshot = await snapshotOf(row);
  const result = await cancelByBooker(
    row.id,
    (locked) =>
      staffRefund(input.refund, locked.paidCents, snapshot.depositCents, input.refundCents),
    deps.db,
    {
      source: 'staff',
      inTx: (tx, cancelled, decision) =>
        recordAudit(tx, actor, {
          action: 'booking-cancelled',
          reservationId: cancelled.id,
          locationId: cancelled.locationId,
          detail: {
            reason: input.reason,
            refund: input.refund,
            refundCents: decision.refundCents,
            keptCents: decision.keptCents,
          },
        }),
    },
  );
  if (!result.ok) {
    if (result.reason === 'not-found')
      throw new DomainError('reservation-not-found', STAFF_BOOKING_NOT_FOUND);
    refuse(result.reason);
  }
  return result;
}

/** POST /api/staff/booking/cancel's answer: the booking, what is refunded and what is kept. */
export const cancelAnswer = answering(cancelForPatient, (done): StaffCancelResponse => ({
  id: done.reservation.id,
  refundCents: done.refundCents,
  keptCents: done.keptCents,
}));
