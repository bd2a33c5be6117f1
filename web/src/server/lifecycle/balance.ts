/**
 * The balance paid online before the appointment (docs/payments.md "The balance"):
 * what is still due, recording a balance payment exactly once (locked row, one row per
 * intent in online_payments), the "pay the balance" email (sent by staff or N days before
 * the appointment) and the "balance paid" email with its receipt.
 */
import { eq, sql } from 'drizzle-orm';
import { getSiteSettings } from '@/server/content';
import { getDb, type Conn, type Tx } from '@/server/db/client';
import { clinicPayments, onlinePayments, reservations, type Reservation } from '@/server/db/schema';
import { cancelJob, enqueue } from '@/server/jobs/enqueue';
import { log } from '@/server/log';
import { centsToFrancs } from '@/server/pricing/money';
import { emitPaymentReceived } from '@/server/webhooks/emit';
import { PAYMENT_BALANCE_PAID } from '@/contracts/error-ids';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const balanceKeys = {
  paidEmail: (intentId: string) => `email:balance-paid:${intentId}`,
  paidStaff: (intentId: string) => `staff:balance-paid:${intentId}`,
  /** Staff's "send payment link": at most one per booking and minute (a double click). */
  linkEmail: (id: string, minute: number) => `email:balance-due:${id}:${minute}`,
  reminder: (id: string, revision: number) => `email:balance-reminder:${id}:${revision}`,
};

/**
 * Cents recorded at the clinic for a booking (docs/staff-desk.md, "Payments"): `paidCents`
 * taken (card, cash, an invoice once marked paid) and `invoicedCents` still owed on open
 * invoices. The one per-booking sum of clinic payments; the desk's lists read the same sums in
 * their row query (server/staff/desk/rows.ts).
 */
export async function clinicMoney(
  db: Conn,
  reservationId: string,
): Promise<{ paidCents: number; invoicedCents: number }> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${clinicPayments.amountCents}) filter (where
        ${clinicPayments.method} <> 'invoice' or ${clinicPayments.settledAt} is not null), 0)`,
      invoiced: sql<string>`coalesce(sum(${clinicPayments.amountCents}) filter (where
        ${clinicPayments.method} = 'invoice' and ${clinicPayments.settledAt} is null), 0)`,
    })
    .from(clinicPayments)
    .where(eq(clinicPayments.reservationId, reservationId));
  return { paidCents: Number(row?.paid ?? 0), invoicedCents: Number(row?.invoiced ?? 0) };
}

/**
 * What the booker can still pay online: the balance fixed at confirmation less what was paid
 * at the clinic since; 0 for anything but a confirmed booking.
 */
export async function balanceDueCents(
  db: Conn,
  row: Pick<Reservation, 'id' | 'status' | 'balanceDueCents'>,
): Promise<number> {
  if (row.status !== 'confirmed' || row.balanceDueCents <= 0) return 0;
  // An open invoice is owed to the clinic, not online: it lowers what the link asks for too.
  const clinic = await clinicMoney(db, row.id);
  return Math.max(0, row.balanceDueCents - clinic.paidCents - clinic.invoicedCents);
}

export type BalancePayment = {
  paymentIntentId: string;
  amountCents: number;
  provider: string;
  method?: string | null;
};

export type BalanceResult =
  | { ok: true; reservation: Reservation; changed: boolean }
  | {
      ok: false;
      /** `amount-mismatch`: the intent is not for what is due now (or nothing is due). */
      reason: 'not-found' | 'not-allowed' | 'amount-mismatch';
      reservation: Reservation | null;
    };

/**
 * A succeeded balance intent -> paid: under the row lock, once per intent. The amount must be
 * exactly what is due now (a stale intent after a clinic payment, or a second one after the
 * first settled, is refused and the caller refunds it). Writes the paid amounts, the
 * online_payments row and, in the same transaction, the "balance paid" email and staff message.
 */
export async function recordBalancePayment(
  reservationId: string,
  payment: BalancePayment,
  db?: Conn,
): Promise<BalanceResult> {
  const conn = db ?? (await getDb());
  if (!UUID_RE.test(reservationId)) return { ok: false, reason: 'not-found', reservation: null };
  return conn.transaction(async (tx): Promise<BalanceResult> => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    if (!row) return { ok: false, reason: 'not-found', reservation: null };
    const [seen] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.paymentIntentId, payment.paymentIntentId));
    // The same intent settled before (browser return and webhook, a replayed event).
    if (seen?.purpose === 'balance') return { ok: true, reservation: row, changed: false };
    if (seen) return { ok: false, reason: 'amount-mismatch', reservation: row };
    if (row.status !== 'confirmed') return { ok: false, reason: 'not-allowed', reservation: row };
    const due = await balanceDueCents(tx, row);
    if (due <= 0 || payment.amountCents !== due)
      return { ok: false, reason: 'amount-mismatch', reservation: row };
    await tx.insert(onlinePayments).values({
      reservationId: row.id,
      paymentIntentId: payment.paymentIntentId,
      purpose: 'balance',
      provider: payment.provider,
      method: payment.method ?? null,
      amountCents: payment.amountCents,
    });
    const [updated] = await tx
      .update(reservations)
      .set({
        paidCents: row.paidCents + payment.amountCents,
        balanceDueCents: Math.max(0, row.balanceDueCents - payment.amountCents),
        updatedAt: sql`now()`,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    await announceBalancePaid(tx, updated, payment);
    await emitPaymentReceived(tx, updated, {
      ...payment,
      paymentId: payment.paymentIntentId,
      kind: 'balance',
    });
    return { ok: true, reservation: updated, changed: true };
  });
}

async function announceBalancePaid(
  tx: Tx,
  reservation: Reservation,
  payment: BalancePayment,
): Promise<void> {
  await enqueue(tx, {
    queue: 'email',
    key: balanceKeys.paidEmail(payment.paymentIntentId),
    data: {
      kind: 'balance-paid',
      reservationId: reservation.id,
      paymentIntentId: payment.paymentIntentId,
    },
  });
  await enqueue(tx, {
    queue: 'staff',
    key: balanceKeys.paidStaff(payment.paymentIntentId),
    data: {
      event: PAYMENT_BALANCE_PAID,
      reservationId: reservation.id,
      reservationName: reservation.name,
      locationSlug: reservation.locationSlug,
      checkupSlug: reservation.checkupSlug,
      startsAt: reservation.startsAt.toISOString(),
      amount: centsToFrancs(payment.amountCents),
      balanceDue: centsToFrancs(reservation.balanceDueCents),
      paymentIntentId: payment.paymentIntentId,
    },
  });
  // Nothing left to remind of.
  await cancelJob('email', balanceKeys.reminder(reservation.id, reservation.rescheduleCount), tx);
}

/**
 * A payment given back because it should not have been taken (a second intent, a late payment
 * that lost its slot, a balance intent for the wrong amount): recorded so the manage page, the
 * emails and the receipt show it (docs/payments.md). Once per intent.
 */
export async function recordRefundedPayment(
  db: Conn,
  refund: {
    reservationId: string;
    paymentIntentId: string;
    provider: string;
    amountCents: number;
    reason: string;
  },
): Promise<void> {
  if (!UUID_RE.test(refund.reservationId) || refund.amountCents <= 0) return;
  await db
    .insert(onlinePayments)
    .values({
      reservationId: refund.reservationId,
      paymentIntentId: refund.paymentIntentId,
      purpose: 'refunded',
      provider: refund.provider,
      amountCents: refund.amountCents,
      refundedCents: refund.amountCents,
      refundReason: refund.reason,
      refundedAt: sql`now()`,
    })
    .onConflictDoNothing();
}

export type BalanceLinkResult = 'sent' | 'sent-just-now' | 'nothing-due' | 'not-found';

/**
 * The "pay the balance" email with the booking's manage link, enqueued through `tx` (the
 * caller's transaction: the staff desk's "send payment link", with its audit entry). At most one
 * per booking and minute. `nothing-due`: not confirmed, or nothing left to pay online.
 */
export async function sendBalancePaymentLink(
  tx: Tx,
  reservationId: string,
  now = new Date(),
): Promise<BalanceLinkResult> {
  if (!UUID_RE.test(reservationId)) return 'not-found';
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!row) return 'not-found';
  if ((await balanceDueCents(tx, row)) <= 0) return 'nothing-due';
  const sent = await enqueue(tx, {
    queue: 'email',
    key: balanceKeys.linkEmail(row.id, Math.floor(now.getTime() / 60_000)),
    data: { kind: 'balance-due', reservationId: row.id },
  });
  return sent ? 'sent' : 'sent-just-now';
}

/** Settings' balanceReminderDays (0 = off); off when Settings cannot be read. */
export async function balanceReminderDays(): Promise<number> {
  try {
    return (await getSiteSettings()).balanceReminderDays ?? 0;
  } catch (err) {
    log.warn('balance-reminder-settings-unreadable', { message: String(err) });
    return 0;
  }
}

/**
 * The automatic "pay the balance" email N days before the appointment (Settings, off by
 * default), keyed by the booking's revision like the reminders: a move replaces it, a
 * cancellation drops it, and the worker skips it when nothing is due any more.
 */
export async function scheduleBalanceReminder(
  tx: Tx,
  reservation: Pick<Reservation, 'id' | 'startsAt' | 'rescheduleCount' | 'balanceDueCents'>,
  days: number,
  now: Date,
): Promise<void> {
  if (days <= 0 || reservation.balanceDueCents <= 0) return;
  const runAt = new Date(reservation.startsAt.getTime() - days * 86_400_000);
  if (runAt.getTime() <= now.getTime()) return;
  await enqueue(tx, {
    queue: 'email',
    key: balanceKeys.reminder(reservation.id, reservation.rescheduleCount),
    startAfter: runAt,
    data: { kind: 'balance-due', reservationId: reservation.id },
  });
}

export async function dropBalanceReminder(
  tx: Tx,
  reservationId: string,
  revision: number,
): Promise<void> {
  await cancelJob('email', balanceKeys.reminder(reservationId, revision), tx);
}
