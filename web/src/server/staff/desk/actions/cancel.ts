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
import type { Db, Tx } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { cancelByBooker, type CancelDecision } from '@/server/lifecycle';
import { snapshotOf } from '@/server/reservations/snapshot';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit, type AuditAction } from '@/server/staff/audit';
import { answering, bookingForAction, refuseChange, type DeskDeps } from './common';
import { REFUND_ABOVE_PAID } from '@/contracts/error-ids';

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

/**
 * The staff's cancellation of the booking `id` through the lifecycle (cancelByBooker), the
 * refund `decide`d on the locked row: `inTx` writes what else goes with it, then the audit
 * entry `action` (the reason, the refund choice and the amounts) lands in the same
 * transaction. A refusal throws (refuseChange).
 */
export async function staffCancellation(
  actor: StaffActor,
  id: string,
  decide: (locked: Reservation) => CancelDecision,
  audit: { action: AuditAction; reason: string; refund: RefundChoice },
  db: Db,
  inTx?: (tx: Tx, cancelled: Reservation) => Promise<void>,
): Promise<{ reservation: Reservation; refundCents: number; keptCents: number }> {
  const result = await cancelByBooker(id, decide, db, {
    source: 'staff',
    inTx: async (tx, cancelled, decision) => {
      await inTx?.(tx, cancelled);
      await recordAudit(tx, actor, {
        action: audit.action,
        reservationId: cancelled.id,
        locationId: cancelled.locationId,
        detail: {
          reason: audit.reason,
          refund: audit.refund,
          refundCents: decision.refundCents,
          keptCents: decision.keptCents,
        },
      });
    },
  });
  if (!result.ok) refuseChange(result.reason);
  return result;
}

export async function cancelForPatient(
  actor: StaffActor,
  input: CancelInput,
  deps: DeskDeps,
): Promise<{ reservation: Reservation; refundCents: number; keptCents: number }> {
  const row = await bookingForAction(actor, input.id, deps.db);
  const snapshot = await snapshotOf(row);
  return staffCancellation(
    actor,
    row.id,
    (locked) =>
      staffRefund(input.refund, locked.paidCents, snapshot.depositCents, input.refundCents),
    { action: 'booking-cancelled', reason: input.reason, refund: input.refund },
    deps.db,
  );
}

/** POST /api/staff/booking/cancel's answer: the booking, what is refunded and what is kept. */
export const cancelAnswer = answering(cancelForPatient, (done): StaffCancelResponse => ({
  id: done.reservation.id,
  refundCents: done.refundCents,
  keptCents: done.keptCents,
}));
