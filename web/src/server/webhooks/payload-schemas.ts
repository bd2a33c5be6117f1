/**
 * The payload of each event as a zod schema: the source of the JSON Schema files in
 * docs/webhooks/schemas/<type>.v1.json (written by `npm run webhooks:schemas`, checked for drift
 * by ./schemas.test.ts), and what the tests parse every emitted payload with. A change that
 * breaks a receiver is a new version (PAYLOAD_VERSION), not an edit of v1.
 */
import { z } from 'zod';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './events';

const instant = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0);

const booking = z
  .object({
    reservationId: z.uuid(),
    reference: z
      .string()
      .min(1)
      .describe('The reference the booker and staff see, e.g. ZUR-7K3M-Q9'),
    status: z.enum(['pending', 'confirmed', 'expired', 'cancelled']),
    locationSlug: z.string(),
    checkupSlug: z.string(),
    startsAt: instant,
    endsAt: instant,
    currency: z.literal('CHF'),
    totalCents: cents,
    paidCents: cents,
    balanceDueCents: cents,
    partnerBooking: z.boolean(),
    language: z.enum(['en', 'de']),
  })
  .strict();

/** Only for a subscription that asked for personal fields; absent otherwise. */
const personal = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  })
  .strict()
  .describe('The booker: only sent to subscriptions with personal fields switched on');

function envelope<T extends WebhookEventType | typeof TEST_EVENT_TYPE>(type: T, data: z.ZodObject) {
  return z
    .object({
      type: z.literal(type),
      version: z.literal(1),
      timestamp: instant.describe('When the event happened'),
      data: data.extend({ personal: personal.optional() }).strict(),
    })
    .strict();
}

const withBooking = (extra: z.ZodRawShape = {}) => z.object({ booking, ...extra });

export const PAYLOAD_SCHEMAS = {
  'booking.held': envelope('booking.held', withBooking()),
  'booking.confirmed': envelope('booking.confirmed', withBooking()),
  'booking.moved': envelope(
    'booking.moved',
    withBooking({
      previous: z.object({ startsAt: instant, endsAt: instant, locationSlug: z.string() }).strict(),
    }),
  ),
  'booking.cancelled': envelope(
    'booking.cancelled',
    withBooking({
      cancellation: z.object({ refundCents: cents, keptCents: cents }).strict(),
    }),
  ),
  'booking.arrived': envelope('booking.arrived', withBooking()),
  'booking.no_show': envelope('booking.no_show', withBooking()),
  'payment.received': envelope(
    'payment.received',
    withBooking({
      payment: z
        .object({
          id: z.string(),
          kind: z.enum(['full', 'deposit', 'balance']),
          amountCents: cents,
          currency: z.literal('CHF'),
          method: z.string().nullable(),
        })
        .strict(),
    }),
  ),
  'refund.issued': envelope(
    'refund.issued',
    z.object({
      booking: booking.nullable(),
      refund: z
        .object({
          id: z.string(),
          amountCents: cents,
          currency: z.literal('CHF'),
          reason: z.string(),
        })
        .strict(),
    }),
  ),
  'waitlist.offered': envelope(
    'waitlist.offered',
    z.object({
      offer: z
        .object({
          id: z.uuid(),
          reservationId: z.uuid(),
          locationSlug: z.string(),
          checkupSlug: z.string(),
          startsAt: instant,
          endsAt: instant,
          expiresAt: instant,
        })
        .strict(),
    }),
  ),
  [TEST_EVENT_TYPE]: envelope(
    TEST_EVENT_TYPE,
    z.object({ subscriptionId: z.uuid(), message: z.string() }),
  ),
} satisfies Record<WebhookEventType | typeof TEST_EVENT_TYPE, z.ZodType>;

export const SCHEMA_TYPES = [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE] as const;

/** The JSON Schema of one event's payload, as it is in docs/webhooks/schemas/. */
export function jsonSchemaOf(type: (typeof SCHEMA_TYPES)[number]): Record<string, unknown> {
  return {
    $id: `urn:clinic-booking:webhooks:${type}:v1`,
    title: `${type} (version 1)`,
    ...z.toJSONSchema(PAYLOAD_SCHEMAS[type], { target: 'draft-2020-12' }),
  };
}
