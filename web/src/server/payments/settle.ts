/**
 * What a payment's outcome does to its reservation, whoever reports it first (the browser's
 * return through /api/payment/confirm, Stripe's webhook, the dev provider's form). The state
 * change and what it announces belong to the booking lifecycle (server/lifecycle): the
 * confirmation locks the row and writes its emails and staff message as jobs in the same
 * transaction, so only the call that changed it announces anything.
 */
import { findDiscountCode } from '@/server/content';
import type { Conn } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import {
  announcePaymentFailed,
  announceRefund,
  confirmReservation,
  paidEvent,
  recordBalancePayment,
  recordRefundedPayment,
  type RefundReason,
  type TransitionResult,
} from '@/server/lifecycle';
import { log } from '@/server/log';
import { getReservation, isActive } from '@/server/reservations';
import type { PaymentIntent, PaymentProvider } from './provider';
import {
  PAYMENT_BALANCE_PAID,
  PAYMENT_CONFIRMATION,
  PAYMENT_DOWNPAYMENT_PENDING,
  PAYMENT_FAILED,
} from '@/contracts/error-ids';

/** `db` may be a caller's transaction (the dev provider's return settles inside its own). */
export type SettleDeps = { db: Conn; provider: PaymentProvider };

export type { RefundReason };

export type SettleOutcome =
  | {
      kind: 'confirmed';
      result:
        | typeof PAYMENT_CONFIRMATION
        | typeof PAYMENT_DOWNPAYMENT_PENDING
        | typeof PAYMENT_BALANCE_PAID;
      reservation: Reservation;
    }
  | {
      kind: 'refunded';
      reason: RefundReason;
      reservation: Reservation | null;
    }
  | { kind: 'ignored'; reason: 'no-reservation-id' | 'not-found' | 'not-succeeded' };

async function refundAndReport(
  intent: PaymentIntent,
  reason: RefundReason,
  reservation: Reservation | null,
  deps: SettleDeps,
): Promise<SettleOutcome> {
  // A failed refund throws: the webhook answers 5xx and the provider retries it.
  const refund = await deps.provider.refund(intent.id, reason);
  log.warn('payment-refunded', {
    reservationId: intent.reservationId,
    paymentIntentId: intent.id,
    refundId: refund.id,
    reason,
  });
  // The record and its report commit together (docs/outbox.md "How a job is written").
  await deps.db.transaction(async (tx) => {
    // Shown on the manage page, in the emails and on the receipt.
    if (intent.reservationId)
      await recordRefundedPayment(tx, {
        reservationId: intent.reservationId,
        paymentIntentId: intent.id,
        provider: deps.provider.name,
        amountCents: refund.amountCents,
        reason,
      });
    // Reported once per payment, however often its outcome is settled again (the job's key).
    await announceRefund(
      tx,
      {
        paymentIntentId: intent.id,
        reservationId: intent.reservationId,
        amountCents: intent.amountCents,
        reason,
      },
      reservation,
    );
  });
  return { kind: 'refunded', reason, reservation };
}

/**
 * The cap a late payment must respect: a hold that no longer holds (lapsed or expired) gave
 * its discount code's redemption back, so confirming it takes one again. null when there is
 * nothing to check (a live hold keeps its redemption, even if staff lowered the cap since; a
 * code without a cap; a code no longer in content, whose price was fixed at creation).
 */
async function lapsedHoldCodeCap(reservation: Reservation): Promise<number | null> {
  if (!reservation.discountCode || isActive(reservation, new Date())) return null;
  // Confirmed is active; cancelled is never confirmed again (refunded as not-allowed).
  if (reservation.status === 'cancelled') return null;
  return (await findDiscountCode(reservation.discountCode))?.maxRedemptions ?? null;
}

/** What confirming a succeeded payment decided, before any refund is asked of the provider. */
export type ConfirmedIntent =
  | Extract<SettleOutcome, { kind: 'confirmed' | 'ignored' }>
  | { kind: 'refund'; reason: RefundReason; reservation: Reservation | null };

/**
 * The database half of a succeeded payment: confirm its reservation (re-holding an expired
 * slot if the room is still free and, with a capped discount code, a redemption is still
 * left), or say why it must be refunded. Runs on `deps.db`, which may be the transaction that
 * recorded the payment itself (the dev provider), so the payment and its settlement commit
 * together.
 */
export async function confirmSucceededIntent(
  intent: PaymentIntent,
  deps: SettleDeps,
): Promise<ConfirmedIntent> {
  if (intent.status !== 'succeeded') return { kind: 'ignored', reason: 'not-succeeded' };
  if (!intent.reservationId) {
    log.warn('webhook-call-without-reservation-id', { paymentIntentId: intent.id });
    return { kind: 'ignored', reason: 'no-reservation-id' };
  }
  if (intent.option === 'balance') return confirmBalanceIntent(intent, deps);
  const existing = await getReservation(intent.reservationId, deps.db);
  if (!existing) {
    log.error('confirm-reservation-not-found', {
      reservationId: intent.reservationId,
      paymentIntentId: intent.id,
    });
    return { kind: 'ignored', reason: 'not-found' };
  }
  const balanceDueCents = Math.max(0, existing.totalCents - intent.amountCents);
  const confirmed = await confirmReservation(
    existing.id,
    {
      paidCents: intent.amountCents,
      balanceDueCents,
      paymentIntentId: intent.id,
      provider: deps.provider.name,
      method: intent.method,
    },
    deps.db,
    { discountCodeCap: await lapsedHoldCodeCap(existing) },
  );
  return decide(confirmed, intent, deps);
}

/**
 * A succeeded balance intent (docs/payments.md): recorded once (lifecycle/balance.ts); one for
 * another amount than is due, or for a booking no longer confirmed, is refunded.
 */
async function confirmBalanceIntent(
  intent: PaymentIntent,
  deps: SettleDeps,
): Promise<ConfirmedIntent> {
  const recorded = await recordBalancePayment(
    intent.reservationId!,
    {
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      provider: deps.provider.name,
      method: intent.method,
    },
    deps.db,
  );
  if (recorded.ok) {
    if (recorded.changed)
      log.info('balance-payment-recorded', {
        reservationId: recorded.reservation.id,
        paymentIntentId: intent.id,
        provider: deps.provider.name,
      });
    return { kind: 'confirmed', result: PAYMENT_BALANCE_PAID, reservation: recorded.reservation };
  }
  if (recorded.reason === 'not-found') return { kind: 'ignored', reason: 'not-found' };
  log.warn('balance-payment-refused', {
    reservationId: intent.reservationId,
    paymentIntentId: intent.id,
    reason: recorded.reason,
  });
  return { kind: 'refund', reason: recorded.reason, reservation: recorded.reservation };
}

function decide(
  confirmed: TransitionResult,
  intent: PaymentIntent,
  deps: SettleDeps,
): ConfirmedIntent {
  if (!confirmed.ok) {
    if (confirmed.reason === 'not-found') return { kind: 'ignored', reason: 'not-found' };
    return { kind: 'refund', reason: confirmed.reason, reservation: confirmed.reservation };
  }
  const reservation = confirmed.reservation;
  if (!confirmed.changed && reservation.paymentIntentId !== intent.id) {
    // Confirmed by another payment already (e.g. deposit and full both paid): give this one back.
    return { kind: 'refund', reason: 'already-paid', reservation };
  }
  const result = paidEvent(reservation);
  if (confirmed.changed)
    log.info('confirm-reservation-success', {
      reservationId: reservation.id,
      result,
      provider: deps.provider.name,
    });
  return { kind: 'confirmed', result, reservation };
}

/** A confirmation that decided on a refund: the provider gives the money back, staff hear of it. */
export async function completeSettlement(
  decided: ConfirmedIntent,
  intent: PaymentIntent,
  deps: SettleDeps,
): Promise<SettleOutcome> {
  if (decided.kind !== 'refund') return decided;
  return refundAndReport(intent, decided.reason, decided.reservation, deps);
}

/** A succeeded payment: confirmed (announced with it), or refunded and reported. */
export async function settleSucceededIntent(
  intent: PaymentIntent,
  deps: SettleDeps,
): Promise<SettleOutcome> {
  return completeSettlement(await confirmSucceededIntent(intent, deps), intent, deps);
}

/**
 * A failed or cancelled payment leaves the hold as it is; the booker gets the link to try
 * again, once per reservation (the job's key), so several declined cards do not mean several
 * emails.
 */
export async function settleFailedIntent(intent: PaymentIntent, deps: SettleDeps): Promise<void> {
  log.info(PAYMENT_FAILED, {
    reservationId: intent.reservationId,
    paymentIntentId: intent.id,
    status: intent.status,
  });
  const { reservationId } = intent;
  if (!reservationId) return;
  // The job is the whole outcome (the hold stays as it is): read and enqueue in one transaction.
  await deps.db.transaction(async (tx) => {
    const reservation = await getReservation(reservationId, tx);
    if (!reservation || reservation.status !== 'pending') return;
    await announcePaymentFailed(tx, reservation);
  });
}
