/**
 * What a payment's outcome does to its reservation, whoever reports it first (the browser's
 * return through /api/payment/confirm, Stripe's webhook, the dev provider's form). Idempotent:
 * the reservation row is locked while it is confirmed, and only the call that changed it
 * sends the emails and the staff message.
 */
import { findDiscountCode, getCatalog, getSiteSettings } from '@/server/content';
import type { Db } from '@/server/db/client';
import { processedEvents, type Reservation } from '@/server/db/schema';
import { errorMessage, log } from '@/server/log';
import {
  bookingEmailData,
  notifyStaff,
  sendBookingConfirmation,
  sendPaymentLink,
} from '@/server/notify';
import { centsToFrancs } from '@/server/pricing/money';
import { confirmReservation, getReservation, isActive } from '@/server/reservations';
import { snapshotOf } from '@/server/reservations/snapshot';
import { PAYMENT_CONFIRMATION, PAYMENT_DOWNPAYMENT_PENDING } from './errors';
import type { PaymentIntent, PaymentProvider } from './provider';

export type SettleDeps = { db: Db; provider: PaymentProvider };

/** Why a succeeded payment is given back (also the staff message's refundReason). */
export type RefundReason = 'slot-lost' | 'code-exhausted' | 'not-allowed' | 'already-paid';

export type SettleOutcome =
  | {
      kind: 'confirmed';
      result: typeof PAYMENT_CONFIRMATION | typeof PAYMENT_DOWNPAYMENT_PENDING;
      reservation: Reservation;
    }
  | {
      kind: 'refunded';
      reason: RefundReason;
      reservation: Reservation | null;
    }
  | { kind: 'ignored'; reason: 'no-reservation-id' | 'not-found' | 'not-succeeded' };

export function successId(reservation: Pick<Reservation, 'balanceDueCents'>) {
  return reservation.balanceDueCents > 0 ? PAYMENT_DOWNPAYMENT_PENDING : PAYMENT_CONFIRMATION;
}

async function staffChannelEnabled(): Promise<boolean> {
  return (await getSiteSettings().catch(() => null))?.staffChannelEnabled ?? true;
}

async function announceConfirmation(reservation: Reservation, result: string): Promise<void> {
  try {
    const catalog = await getCatalog();
    void sendBookingConfirmation(bookingEmailData(reservation, await snapshotOf(reservation)));
    void notifyStaff(
      {
        event: result as 'payment-confirmation' | 'payment-downpayment-pending',
        reservationId: reservation.id,
        reservationName: reservation.name,
        locationSlug: reservation.locationSlug,
        checkupSlug: reservation.checkupSlug,
        startsAt: reservation.startsAt.toISOString(),
        amount: centsToFrancs(reservation.paidCents),
        balanceDue: centsToFrancs(reservation.balanceDueCents),
        paymentIntentId: reservation.paymentIntentId ?? undefined,
      },
      catalog.settings.staffChannelEnabled,
    );
  } catch (err) {
    // Telling people never undoes a booking.
    log.error('confirmation-notify-failed', {
      reservationId: reservation.id,
      reason: errorMessage(err),
    });
  }
}

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
  // Report each refunded payment once, however often its outcome is settled again.
  const first = await deps.db
    .insert(processedEvents)
    .values({ eventId: `refund-reported:${intent.id}`, type: 'refund-reported' })
    .onConflictDoNothing()
    .returning({ eventId: processedEvents.eventId });
  if (first.length === 0) return { kind: 'refunded', reason, reservation };
  void notifyStaff(
    {
      event: 'payment-refunded-slot-lost',
      reservationId: intent.reservationId ?? 'unknown',
      reservationName: reservation?.name,
      locationSlug: reservation?.locationSlug,
      startsAt: reservation?.startsAt.toISOString(),
      amount: centsToFrancs(intent.amountCents),
      paymentIntentId: intent.id,
      refundReason: reason,
    },
    await staffChannelEnabled(),
  );
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

/**
 * A succeeded payment: confirm its reservation (re-holding an expired slot if the room is
 * still free and, with a capped discount code, a redemption is still left), or refund.
 */
export async function settleSucceededIntent(
  intent: PaymentIntent,
  deps: SettleDeps,
): Promise<SettleOutcome> {
  if (intent.status !== 'succeeded') return { kind: 'ignored', reason: 'not-succeeded' };
  if (!intent.reservationId) {
    log.warn('webhook-call-without-reservation-id', { paymentIntentId: intent.id });
    return { kind: 'ignored', reason: 'no-reservation-id' };
  }
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
    },
    deps.db,
    { discountCodeCap: await lapsedHoldCodeCap(existing) },
  );
  if (!confirmed.ok) {
    if (confirmed.reason === 'not-found') return { kind: 'ignored', reason: 'not-found' };
    return refundAndReport(intent, confirmed.reason, confirmed.reservation, deps);
  }
  const reservation = confirmed.reservation;
  if (!confirmed.changed && reservation.paymentIntentId !== intent.id) {
    // Confirmed by another payment already (e.g. deposit and full both paid): give this one back.
    return refundAndReport(intent, 'already-paid', reservation, deps);
  }
  const result = successId(reservation);
  if (confirmed.changed) {
    log.info('confirm-reservation-success', {
      reservationId: reservation.id,
      result,
      provider: deps.provider.name,
    });
    await announceConfirmation(reservation, result);
  }
  return { kind: 'confirmed', result, reservation };
}

/**
 * A failed or cancelled payment leaves the hold as it is; the booker gets the link to try
 * again, once per reservation (a marker in processed_events, shared by all instances), so
 * several declined cards do not mean several emails.
 */
export async function settleFailedIntent(intent: PaymentIntent, deps: SettleDeps): Promise<void> {
  log.info('payment-failed-or-canceled-by-user', {
    reservationId: intent.reservationId,
    paymentIntentId: intent.id,
    status: intent.status,
  });
  if (!intent.reservationId) return;
  const reservation = await getReservation(intent.reservationId, deps.db);
  if (!reservation || reservation.status !== 'pending') return;
  const marked = await deps.db
    .insert(processedEvents)
    .values({ eventId: `payment-link:${reservation.id}`, type: 'payment-link-sent' })
    .onConflictDoNothing()
    .returning({ eventId: processedEvents.eventId });
  if (marked.length === 0) return;
  try {
    void sendPaymentLink(bookingEmailData(reservation, await snapshotOf(reservation)));
  } catch (err) {
    log.error('payment-link-notify-failed', {
      reservationId: reservation.id,
      reason: errorMessage(err),
    });
  }
}
