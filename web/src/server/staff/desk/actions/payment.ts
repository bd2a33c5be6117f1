/**
 * Money at the desk (docs/staff-desk.md, "Payments"): a payment taken at the clinic (card
 * terminal, cash) lowers what is still due (`deskBalance`), never below zero; an invoice is a
 * receivable that lowers it only once marked paid (`markInvoicePaid`); or the
 * patient is emailed a link to pay online. Paying only the balance online waits for docs/payments.md:
 * until then a confirmed booking's link is its confirmation email again, which carries the
 * manage link; an unpaid hold gets the "complete your payment" email.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  staffPaymentLinkRequestSchema,
  StaffPaymentLinkResponse,
} from '@/contracts/staff-booking-payment-link';
import type {
  staffClinicPaymentRequestSchema,
  StaffClinicPaymentResponse,
} from '@/contracts/staff-booking-clinic-payment';
import type {
  staffInvoicePaidRequestSchema,
  StaffInvoicePaidResponse,
} from '@/contracts/staff-booking-invoice-paid';
import type { Conn, Tx } from '@/server/db/client';
import { clinicPayments, type Reservation } from '@/server/db/schema';
import { enqueue } from '@/server/jobs/enqueue';
import { effectiveStatus } from '@/server/reservations/status';
import type { StaffActor } from '@/server/staff/actor';
import { clinicMoney, sendBalancePaymentLink } from '@/server/lifecycle';
import { deskBalance } from '../balance';
import { changeBooking, refuse, type DeskDeps } from './common';
import {
  AMOUNT_ABOVE_DUE,
  INVOICE_NOT_OPEN,
  NOT_CONFIRMED,
  NOTHING_DUE,
} from '@/contracts/error-ids';
import { emitPaymentReceived } from '@/server/webhooks/emit';

export type ClinicPaymentInput = z.infer<typeof staffClinicPaymentRequestSchema>;
export type InvoicePaidInput = z.infer<typeof staffInvoicePaidRequestSchema>;
export type PaymentLinkInput = z.infer<typeof staffPaymentLinkRequestSchema>;

/** CHF cents taken at the clinic for a booking so far (settled only). */
async function clinicPaidCents(db: Conn, reservationId: string): Promise<number> {
  return (await clinicMoney(db, reservationId)).paidCents;
}

/**
 * Money of a clinic payment came in (docs/webhooks.md "Events": the booking's balance); answers
 * the payment with what is paid and due after it.
 */
async function receivedAtClinic(
  tx: Tx,
  row: Reservation,
  payment: { id: string; amountCents: number; method: string },
) {
  await emitPaymentReceived(tx, row, {
    paymentId: payment.id,
    amountCents: payment.amountCents,
    method: payment.method,
    kind: 'balance',
  });
  return paidAfter(tx, row, payment.id);
}

/** The payment `paymentId` with what is paid and due on `row` now. */
async function paidAfter(tx: Tx, row: Reservation, paymentId: string) {
  return { paymentId, ...deskBalance(row, await clinicPaidCents(tx, row.id)) };
}

export async function recordClinicPayment(
  actor: StaffActor,
  input: ClinicPaymentInput,
  deps: DeskDeps,
): Promise<StaffClinicPaymentResponse> {
  // The row lock serialises two desks recording against the same balance.
  return changeBooking(actor, input.id, deps.db, { lock: true }, async (tx, row) => {
    if (row.status !== 'confirmed') refuse(NOT_CONFIRMED);
    const money = await clinicMoney(tx, row.id);
    const before = deskBalance(row, money.paidCents);
    // An open invoice stays due, but it is already asked for: not asked for twice.
    if (input.amountCents > before.dueCents - money.invoicedCents) refuse(AMOUNT_ABOVE_DUE);
    const [payment] = await tx
      .insert(clinicPayments)
      .values({
        reservationId: row.id,
        staffId: actor.staffId,
        method: input.method,
        amountCents: input.amountCents,
        reason: input.reason ?? '',
        // An invoice is a receivable: due until marked paid (markInvoicePaid).
        settledAt: input.method === 'invoice' ? null : deps.now,
      })
      .returning({ id: clinicPayments.id });
    // Money taken now is received now; an invoice when marked paid.
    const taken = { id: payment.id, amountCents: input.amountCents, method: input.method };
    return {
      result:
        input.method === 'invoice'
          ? await paidAfter(tx, row, payment.id)
          : await receivedAtClinic(tx, row, taken),
      action: 'payment-recorded',
      detail: {
        reason: input.reason ?? null,
        method: input.method,
        amountCents: input.amountCents,
        paymentId: payment.id,
      },
    };
  });
}

/**
 * An open invoice marked paid: its money came in now, and what is due drops by it. Refused
 * (409 staff-invoice-not-open) when the payment is not an open invoice of this booking.
 */
export async function markInvoicePaid(
  actor: StaffActor,
  input: InvoicePaidInput,
  deps: DeskDeps,
): Promise<StaffInvoicePaidResponse> {
  return changeBooking(actor, input.id, deps.db, { lock: true }, async (tx, row) => {
    const [settled] = await tx
      .update(clinicPayments)
      .set({ settledAt: deps.now })
      .where(
        and(
          eq(clinicPayments.id, input.paymentId),
          eq(clinicPayments.reservationId, row.id),
          eq(clinicPayments.method, 'invoice'),
          isNull(clinicPayments.settledAt),
        ),
      )
      .returning({ id: clinicPayments.id, amountCents: clinicPayments.amountCents });
    if (!settled) refuse(INVOICE_NOT_OPEN);
    return {
      result: await receivedAtClinic(tx, row, { ...settled, method: 'invoice' }),
      action: 'invoice-paid',
      detail: {
        reason: input.reason ?? null,
        paymentId: settled.id,
        amountCents: settled.amountCents,
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
    // What an open invoice asks for is not asked for again by link.
    const money = await clinicMoney(tx, row.id);
    const due = Math.max(0, deskBalance(row, money.paidCents).dueCents - money.invoicedCents);
    const kind = linkKind(effectiveStatus(row, deps.now), due);
    if (!kind) refuse(NOTHING_DUE);
    if (kind === 'balance-due') {
      // The "pay the balance" email with the manage link (docs/payments.md), through its owner.
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
      detail: { reason: input.reason ?? null, email: kind, dueCents: due },
    };
  });
}
