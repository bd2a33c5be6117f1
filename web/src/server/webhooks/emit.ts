/**
 * The lifecycle's one call per transition (docs/webhooks.md "Events"): the event and one
 * delivery per subscription that asked for it are written through the transaction of the
 * change, with a job in the outbox per delivery (docs/outbox.md "How a job is written"), so an
 * event exists exactly when its change committed and a crash after the commit still delivers.
 * Each event has a key like the jobs': the same change announced twice gives one event.
 */
import { createHash } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import {
  webhookDeliveries,
  webhookEvents,
  webhookSubscriptions,
  type Reservation,
} from '@/server/db/schema';
import { enqueue } from '@/server/jobs/enqueue';
import {
  bookingData,
  personalFieldsOf,
  type PersonalFields,
  type StoredPayload,
  type WebhookEventType,
} from './events';

/** `msg_` and 32 hex digits of the key's digest: the `webhook-id` of every try and replay. */
export function webhookIdFor(key: string): string {
  return `msg_${createHash('sha256').update(`webhook:${key}`).digest('hex').slice(0, 32)}`;
}

/** The outbox key of a delivery's try `attempt` (0: the first, n: the n-th retry). */
export const deliveryJobKey = (deliveryId: string, attempt: number | string) =>
  `webhook:${deliveryId}:${attempt}`;

export type WebhookEmit = {
  type: WebhookEventType;
  /** One per event, e.g. `booking.moved:<id>:<revision>`. */
  key: string;
  /** The booking (or offer) it is about: its deliveries go out in the order they were written. */
  subject: string | null;
  data: Record<string, unknown>;
  personal?: PersonalFields | null;
};

/**
 * Writes the event and its deliveries through `tx`. Resolves to the event's id, or null when
 * no enabled subscription asked for it or the event was written before (same key).
 */
export async function emitWebhook(tx: Tx, event: WebhookEmit): Promise<string | null> {
  const subscribers = await tx
    .select({ id: webhookSubscriptions.id, personal: webhookSubscriptions.includePersonal })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.enabled, true),
        arrayContains(webhookSubscriptions.events, [event.type]),
      ),
    );
  // Nobody asked for it: nothing is written (no copy of the booking kept for no one).
  if (subscribers.length === 0) return null;
  const id = webhookIdFor(event.key);
  // The personal fields are kept only when a subscription will send them (docs/webhooks.md).
  const personal = subscribers.some((s) => s.personal) ? (event.personal ?? null) : null;
  const payload: StoredPayload = { data: event.data, personal };
  const inserted = await tx
    .insert(webhookEvents)
    .values({ id, type: event.type, subject: event.subject, payload })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted.length === 0) return null;
  for (const sub of subscribers) {
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ eventId: id, subscriptionId: sub.id, orderKey: event.subject ?? id })
      .returning({ id: webhookDeliveries.id });
    await enqueue(tx, {
      queue: 'webhook',
      key: deliveryJobKey(delivery.id, 0),
      data: { deliveryId: delivery.id },
    });
  }
  return id;
}

/** The booking events: the booking as it is after the change, plus the event's own facts. */
export function emitBookingEvent(
  tx: Tx,
  type: Extract<WebhookEventType, `booking.${string}`>,
  reservation: Reservation,
  options: { key?: string; extra?: Record<string, unknown> } = {},
): Promise<string | null> {
  return emitWebhook(tx, {
    type,
    key: options.key ?? `${type}:${reservation.id}`,
    subject: reservation.id,
    data: { booking: bookingData(reservation), ...options.extra },
    personal: personalFieldsOf(reservation),
  });
}

/** A booking moved from `before` to `after`: once per revision (its reschedule count). */
export function emitBookingMoved(
  tx: Tx,
  before: Reservation,
  after: Reservation,
): Promise<string | null> {
  return emitBookingEvent(tx, 'booking.moved', after, {
    key: `booking.moved:${after.id}:${after.rescheduleCount}`,
    extra: {
      previous: {
        startsAt: before.startsAt.toISOString(),
        endsAt: before.endsAt.toISOString(),
        locationSlug: before.locationSlug,
      },
    },
  });
}

/** A payment came in (online, first payment or balance): once per payment. */
export function emitPaymentReceived(
  tx: Tx,
  reservation: Reservation,
  payment: { paymentId: string; amountCents: number; method?: string | null; kind: string },
): Promise<string | null> {
  return emitWebhook(tx, {
    type: 'payment.received',
    key: `payment.received:${payment.paymentId}`,
    subject: reservation.id,
    data: {
      booking: bookingData(reservation),
      payment: {
        id: payment.paymentId,
        kind: payment.kind,
        amountCents: payment.amountCents,
        currency: 'CHF',
        method: payment.method ?? null,
      },
    },
    personal: personalFieldsOf(reservation),
  });
}

/** Money given back (a cancellation's refund carried out, or a payment for a lost slot). */
export function emitRefundIssued(
  tx: Tx,
  reservation: Reservation | null,
  refund: { refundId: string; reservationId: string | null; amountCents: number; reason: string },
): Promise<string | null> {
  return emitWebhook(tx, {
    type: 'refund.issued',
    key: `refund.issued:${refund.refundId}`,
    subject: reservation?.id ?? refund.reservationId,
    data: {
      booking: reservation ? bookingData(reservation) : null,
      refund: {
        id: refund.refundId,
        amountCents: refund.amountCents,
        currency: 'CHF',
        reason: refund.reason,
      },
    },
    personal: reservation ? personalFieldsOf(reservation) : null,
  });
}

/** A waitlist entry was offered a slot (its hold placed): the offer, no contact of the entry. */
export function emitWaitlistOffered(
  tx: Tx,
  offer: { id: string; startsAt: Date; endsAt: Date; expiresAt: Date },
  hold: Reservation,
): Promise<string | null> {
  return emitWebhook(tx, {
    type: 'waitlist.offered',
    key: `waitlist.offered:${offer.id}`,
    subject: hold.id,
    data: {
      offer: {
        id: offer.id,
        reservationId: hold.id,
        locationSlug: hold.locationSlug,
        checkupSlug: hold.checkupSlug,
        startsAt: offer.startsAt.toISOString(),
        endsAt: offer.endsAt.toISOString(),
        expiresAt: offer.expiresAt.toISOString(),
      },
    },
    personal: personalFieldsOf(hold),
  });
}
