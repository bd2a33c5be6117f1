/**
 * Money at the desk (docs/staff-desk.md, "Payments"): a payment taken at the clinic (card
 * terminal, cash, invoice) lowers what is still due (`deskBalance`), never below zero; or the
 * patient is emailed a link to pay online. Paying only the balance online waits for issue 36:
 * until then a confirmed booking's link is its confirmation email again, which carries the
 * manage link; an unpaid hold gets the "complete your payment" email.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  staffPaymentLinkRequestSchema,
  StaffPaymentLinkResponse,
} from '@/contracts/staff-booking-payment-link';
import type {
  staffClinicPaymentRequestSchema,
  StaffClinicPaymentResponse,
} from '@/contracts/staff-booking-clinic-payment';
import type { Db } from '@/server/db/client';
import { clinicPayments } from '@/server/db/schema';
import { enqueue } from '@/server/jobs/enqueue';
import { effectiveStatus } from '@/server/reservations/status';
import type { StaffActor } from '@/server/staff/actor';
import { sendBalancePaymentLink } from '@/server/lifecycle';
import { deskBalance } from '../balance';
import { changeBooking, refuse, type DeskDeps } from './common';
import { AMOUNT_ABOVE_DUE, NOT_CONFIRMED, NOTHING_DUE } from '@/contracts/error-ids';

export type ClinicPaymentInput = z.infer<typeof staffClinicPaymentRequestSchema>;
export type PaymentLinkInput = z.infer<typeof staffPaymentLinkRequestSchema>;

/** CHF cents taken at the clinic for a booking so far. */
export async function clinicPaidCents(db: Db, reservationId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${clinicPayments.amountCents}), 0)` })
    .from(clinicPayments)
    .where(eq(clinicPayments.reservationId, reservationId));
  return Number(row?.sum ?? 0);
}

export async function recordClinicPayment(
  actor: StaffActor,
  input: ClinicPaymentInput,
  deps: DeskDeps,
): Promise<StaffClinicPaymentResponse> {
  // The row lock serialises two desks recording against the same balance.
  return changeBooking(actor, input.id, deps.db, { lock: true }, async (tx, row) => {
    if (row.status !== 'confirmed') refuse(NOT_CONFIRMED);
    const before = deskBalance(row, await clinicPaidCents(tx, row.id));
    if (input.amountCents > before.dueCents) refuse(AMOUNT_ABOVE_DUE);
    const [payment] = await tx
      .insert(clinicPayments)
      .values({
        reservationId: row.id,
        staffId: actor.staffId,
        method: input.method,
        amountCents: input.amountCents,
        reason: input.reason,
      })
      .returning({ id: clinicPayments.id });
    const after = deskBalance(row, await clinicPaidCents(tx, row.id));
    return {
      result: { paymentId: payment.id, ...after },
      action: 'payment-recorded',
      detail: {
        reason: input.reason,
        method: input.method,
        amountCents: input.amountCents,
        paymentId: payment.id,
      },
    };
  });
}

/** Which email carries the way to pay for `row` now, or null when nothing is due. */
function linkKind(status: string, dueCents: number): 'payment-link' | 'balance-due' | null {
  if (status === 'pending') return 'payment-link';
  if (status === 'confirmed' && dueCents > 0) return 'balance-due';
  return null;
}

export async function sendPaymentLink(
  actor: StaffActor,
  input: PaymentLinkInput,
  deps: DeskDeps,
): Promise<StaffPaymentLinkResponse> {
  return changeBooking(actor, input.id, deps.db, { lock: true }, async (tx, row) => {
    const due = deskBalance(row, await clinicPaidCents(tx, row.id)).dueCents;
    const kind = linkKind(effectiveStatus(row, deps.now), due);
    if (!kind) refuse(NOTHING_DUE);
    if (kind === 'balance-due') {
      // The "pay the balance" email with the manage link (issue 36), through its owner.
      if ((await sendBalancePaymentLink(tx, row.id, deps.now)) === 'nothing-due')
        refuse(NOTHING_DUE);
    } else
      // A key of its own per send: each request staff make is one email (at most once).
      await enqueue(tx, {
        queue: 'email',
        key: `email:${kind}:${row.id}:staff:${randomUUID()}`,
        data: { kind, reservationId: row.id },
      });
    return {
      result: { email: kind },
      action: 'payment-link-sent',
      detail: { reason: input.reason, email: kind, dueCents: due },
    };
  });
}
