/**
 * What each booking event announces, written as jobs in the transaction of the change itself
 * (the outbox, server/jobs). Each job's key names the event, so an event is announced once
 * however often the code around it runs again (a replayed webhook, a retried confirmation).
 * The worker renders emails and reads the staff-channel setting when it delivers.
 */
import type { Tx } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { cancelJob, enqueue } from '@/server/jobs/enqueue';
import type { StaffMessage } from '@/server/notify/staff';
import { centsToFrancs } from '@/server/pricing/money';
import {
  emitBookingEvent,
  emitBookingMoved,
  emitPaymentReceived,
  emitRefundIssued,
} from '@/server/webhooks/emit';
import { dropReminders, reminderSettings, scheduleReminders } from './reminders';
import { dropSms, scheduleSms } from './sms-reminders';
import { balanceReminderDays, dropBalanceReminder, scheduleBalanceReminder } from './balance';
import {
  PAYMENT_CONFIRMATION,
  PAYMENT_DOWNPAYMENT_PENDING,
  RESERVE_SUCCESS,
  RESERVE_SUCCESS_NOTHING_DUE,
} from '@/contracts/error-ids';

/** How a confirmation came about, which names its staff event. */
export type ConfirmedEvent =
  | typeof RESERVE_SUCCESS_NOTHING_DUE
  | typeof PAYMENT_CONFIRMATION
  | typeof PAYMENT_DOWNPAYMENT_PENDING;

/** The success id of a paid booking: a balance left means only the deposit was paid. */
export function paidEvent(
  reservation: Pick<Reservation, 'balanceDueCents'>,
): typeof PAYMENT_CONFIRMATION | typeof PAYMENT_DOWNPAYMENT_PENDING {
  return reservation.balanceDueCents > 0 ? PAYMENT_DOWNPAYMENT_PENDING : PAYMENT_CONFIRMATION;
}

/** The deduplication keys of a reservation's events (also used to cancel scheduled ones). */
export const eventKeys = {
  holdPlaced: (id: string) => `staff:hold:${id}`,
  confirmedStaff: (id: string) => `staff:confirmed:${id}`,
  confirmationEmail: (id: string) => `email:booking-confirmation:${id}`,
  partnerInvitation: (id: string) => `email:partner-invitation:${id}`,
  paymentLink: (id: string) => `email:payment-link:${id}`,
  refunded: (paymentIntentId: string) => `staff:refund:${paymentIntentId}`,
  // one per move (the revision it produced) and one per cancellation.
  rescheduledEmail: (id: string, revision: number) => `email:rescheduled:${id}:${revision}`,
  rescheduledStaff: (id: string, revision: number) => `staff:rescheduled:${id}:${revision}`,
  cancelledEmail: (id: string) => `email:cancelled:${id}`,
  cancelledStaff: (id: string) => `staff:cancelled:${id}`,
  partnerCancelled: (id: string) => `email:partner-cancelled:${id}`,
  cancelRefund: (id: string) => `refund:cancel:${id}`,
  /** A signed safety questionnaire needs the clinical review: once per booking (it signs once). */
  screeningReviewStaff: (id: string) => `staff:screening-review:${id}`,
  /** A resend asked for on the manage page: at most one per reservation and minute. */
  resentConfirmation: (id: string, minute: number) =>
    `email:booking-confirmation:${id}:resend:${minute}`,
};

function staffBase(reservation: Reservation): Omit<StaffMessage, 'event'> {
  // Reference, slugs, time and amounts: no personal data leaves through the staff channel.
  return {
    reservationId: reservation.id,
    reservationName: reservation.name,
    locationSlug: reservation.locationSlug,
    checkupSlug: reservation.checkupSlug,
    startsAt: reservation.startsAt.toISOString(),
  };
}

/** pending hold stored: staff hear of it. */
export async function announceHoldPlaced(tx: Tx, reservation: Reservation): Promise<void> {
  await enqueue(tx, {
    queue: 'staff',
    key: eventKeys.holdPlaced(reservation.id),
    data: {
      event: RESERVE_SUCCESS,
      ...staffBase(reservation),
      amount: centsToFrancs(reservation.totalCents),
    },
  });
}

/** -> confirmed: the booker's confirmation (and the partner's invitation) and staff. */
export async function announceConfirmed(
  tx: Tx,
  reservation: Reservation,
  event: ConfirmedEvent,
): Promise<void> {
  const id = reservation.id;
  // Paid while the "complete your payment" email still waited: it is never sent (docs/spec.md).
  await cancelJob('email', eventKeys.paymentLink(id), tx);
  // The reminders exist exactly when the confirmed booking does (docs/manage-booking.md).
  await scheduleReminders(tx, reservation, await reminderSettings(), new Date());
  await scheduleSms(tx, reservation, new Date());
  await scheduleBalanceReminder(tx, reservation, await balanceReminderDays(), new Date());
  await enqueue(tx, {
    queue: 'email',
    key: eventKeys.confirmationEmail(id),
    data: { kind: 'booking-confirmation', reservationId: id },
  });
  if (reservation.isPartnerBooking && reservation.partnerData)
    await enqueue(tx, {
      queue: 'email',
      key: eventKeys.partnerInvitation(id),
      data: { kind: 'partner-invitation', reservationId: id },
    });
  const paid = event !== RESERVE_SUCCESS_NOTHING_DUE;
  // The clinic's other systems (docs/webhooks.md): the payment first, then the booking.
  if (paid && reservation.paymentIntentId)
    await emitPaymentReceived(tx, reservation, {
      paymentId: reservation.paymentIntentId,
      amountCents: reservation.paidCents,
      method: reservation.paymentMethod,
      kind: reservation.balanceDueCents > 0 ? 'deposit' : 'full',
    });
  await emitBookingEvent(tx, 'booking.confirmed', reservation);
  await enqueue(tx, {
    queue: 'staff',
    key: eventKeys.confirmedStaff(id),
    data: {
      event,
      ...staffBase(reservation),
      amount: centsToFrancs(paid ? reservation.paidCents : reservation.totalCents),
      ...(paid
        ? {
            balanceDue: centsToFrancs(reservation.balanceDueCents),
            paymentIntentId: reservation.paymentIntentId ?? undefined,
          }
        : {}),
    },
  });
}

/** How long after a failed payment the link to try again is sent (PAYMENT_LINK_DELAY_SECONDS). */
export function paymentLinkDelayMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.PAYMENT_LINK_DELAY_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 10 * 60) * 1000;
}

/**
 * When the "complete your payment" email goes out: a while after the failure, so a visitor who
 * is still trying another card gets none (docs/spec.md), but while the hold still stands (a link
 * to an expired hold helps nobody): at the latest a few minutes before the hold ends.
 */
export function paymentLinkSendAt(
  holdExpiresAt: Date | null,
  now: Date,
  delayMs = paymentLinkDelayMs(),
): Date {
  const later = now.getTime() + delayMs;
  if (!holdExpiresAt) return new Date(later);
  const beforeExpiry = holdExpiresAt.getTime() - 5 * 60_000;
  return new Date(Math.max(now.getTime(), Math.min(later, beforeExpiry)));
}

/**
 * A payment failed or was cancelled: the link to try again, once per reservation, delayed
 * (paymentLinkSendAt) and dropped when the booking is paid meanwhile (announceConfirmed).
 */
export async function announcePaymentFailed(
  tx: Tx,
  reservation: Reservation,
  now = new Date(),
): Promise<boolean> {
  return enqueue(tx, {
    queue: 'email',
    key: eventKeys.paymentLink(reservation.id),
    data: { kind: 'payment-link', reservationId: reservation.id },
    startAfter: paymentLinkSendAt(reservation.holdExpiresAt, now),
  });
}

export type RefundReason = NonNullable<StaffMessage['refundReason']>;

/** A succeeded payment was given back: staff hear of it once per payment. */
export async function announceRefund(
  tx: Tx,
  refund: {
    paymentIntentId: string;
    reservationId: string | null;
    amountCents: number;
    reason: RefundReason;
  },
  reservation: Reservation | null,
): Promise<void> {
  await emitRefundIssued(tx, reservation, {
    refundId: refund.paymentIntentId,
    reservationId: refund.reservationId,
    amountCents: refund.amountCents,
    reason: refund.reason,
  });
  await enqueue(tx, {
    queue: 'staff',
    key: eventKeys.refunded(refund.paymentIntentId),
    data: {
      event: 'payment-refunded-slot-lost',
      reservationId: refund.reservationId ?? 'unknown',
      reservationName: reservation?.name,
      locationSlug: reservation?.locationSlug,
      startsAt: reservation?.startsAt.toISOString(),
      amount: centsToFrancs(refund.amountCents),
      paymentIntentId: refund.paymentIntentId,
      refundReason: refund.reason,
    },
  });
}

/**
 * A booking was moved (docs/manage-booking.md): the booker's email with the new time and the same .ics UID
 * at the next SEQUENCE, staff told the old and new time; the reminders of the old time are
 * dropped and those of the new time scheduled, all in the move's transaction.
 */
export async function announceRescheduled(
  tx: Tx,
  before: Reservation,
  after: Reservation,
): Promise<void> {
  const revision = after.rescheduleCount;
  await emitBookingMoved(tx, before, after);
  // Another room at the same time and place (the desk's drop) is the clinic's matter: the
  // patient's appointment is unchanged, so no email (docs/staff-desk.md "Drag to move").
  const roomOnly =
    before.locationId === after.locationId &&
    before.startsAt.getTime() === after.startsAt.getTime() &&
    before.endsAt.getTime() === after.endsAt.getTime();
  if (!roomOnly)
    await enqueue(tx, {
      queue: 'email',
      key: eventKeys.rescheduledEmail(after.id, revision),
      data: {
        kind: 'rescheduled',
        reservationId: after.id,
        previousStart: before.startsAt.toISOString(),
        previousEnd: before.endsAt.toISOString(),
      },
    });
  await enqueue(tx, {
    queue: 'staff',
    key: eventKeys.rescheduledStaff(after.id, revision),
    data: {
      event: 'reservation-rescheduled',
      ...staffBase(after),
      previousStartsAt: before.startsAt.toISOString(),
      ...(before.locationId !== after.locationId
        ? { previousLocationSlug: before.locationSlug }
        : {}),
    },
  });
  await dropReminders(tx, after.id, before.rescheduleCount);
  await scheduleReminders(tx, after, await reminderSettings(), new Date());
  // The SMS follows the new time (docs/sms.md): the old revision's job goes, the new one comes.
  await dropSms(tx, after.id, before.rescheduleCount);
  await scheduleSms(tx, after, new Date());
  await dropBalanceReminder(tx, after.id, before.rescheduleCount);
  await scheduleBalanceReminder(tx, after, await balanceReminderDays(), new Date());
}

/**
 * A signed safety questionnaire has a `review` or `stop` answer (docs/screening.md "At the desk"):
 * staff hear which booking, where and when, in the signing's transaction. Never the outcome or an
 * answer: the channel carries no health data; the desk's review shows them.
 */
export async function announceScreeningReview(tx: Tx, reservation: Reservation): Promise<void> {
  await enqueue(tx, {
    queue: 'staff',
    key: eventKeys.screeningReviewStaff(reservation.id),
    data: { event: 'screening-needs-review', ...staffBase(reservation) },
  });
}

export type CancellationFacts = {
  refundCents: number;
  keptCents: number;
  /** Two-person booking: whether the partner's own reservation stays (docs/manage-booking.md). */
  partnerHasBooked: boolean;
};

/**
 * A booking was cancelled through the manage link: the cancellation email (METHOD:CANCEL),
 * the partner told when it was a two-person booking, staff told the reference and the refund,
 * the refund itself as a job (its row was written beside), and the reminders dropped.
 */
export async function announceCancelled(
  tx: Tx,
  reservation: Reservation,
  facts: CancellationFacts,
): Promise<void> {
  const id = reservation.id;
  await emitBookingEvent(tx, 'booking.cancelled', reservation, {
    extra: { cancellation: { refundCents: facts.refundCents, keptCents: facts.keptCents } },
  });
  await enqueue(tx, {
    queue: 'email',
    key: eventKeys.cancelledEmail(id),
    data: {
      kind: 'cancelled',
      reservationId: id,
      refundCents: facts.refundCents,
      keptCents: facts.keptCents,
      // What was paid and is neither refunded nor kept: the partner's share (docs/manage-booking.md).
      retainedCents: Math.max(0, reservation.paidCents - facts.refundCents - facts.keptCents),
    },
  });
  if (reservation.isPartnerBooking && reservation.partnerData)
    await enqueue(tx, {
      queue: 'email',
      key: eventKeys.partnerCancelled(id),
      data: {
        kind: 'partner-cancelled',
        reservationId: id,
        partnerHasBooked: facts.partnerHasBooked,
      },
    });
  if (facts.refundCents > 0)
    await enqueue(tx, {
      queue: 'refund',
      key: eventKeys.cancelRefund(id),
      data: { reservationId: id },
    });
  await enqueue(tx, {
    queue: 'staff',
    key: eventKeys.cancelledStaff(id),
    data: {
      event: 'reservation-cancelled',
      ...staffBase(reservation),
      refunded: centsToFrancs(facts.refundCents),
      kept: centsToFrancs(facts.keptCents),
    },
  });
  await dropReminders(tx, id, reservation.rescheduleCount);
  await dropSms(tx, id, reservation.rescheduleCount);
  await dropBalanceReminder(tx, id, reservation.rescheduleCount);
}
