/**
 * The events a subscription can ask for and what each carries (docs/webhooks.md "Events").
 * Every payload is `{ type, version, timestamp, data }`; `data` never carries the booker's name
 * or contact unless the subscription asks for them (`personal`, added at send time by
 * ./deliver.ts). Each event has a JSON Schema in docs/webhooks/schemas/<type>.v1.json, and a
 * test checks every payload the lifecycle emits against it (./schemas.test.ts).
 */
import type { Reservation } from '@/server/db/schema';
import { WEBHOOK_EVENTS, type WebhookEventName } from '@/shared/webhook-events';

/** The events a subscription can ask for: the one list in shared/webhook-events.ts. */
export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS;
export type WebhookEventType = WebhookEventName;

/** Named in the docs, not emitted yet: it comes with the health questionnaire (intake). */
export const RESERVED_EVENT_TYPES = ['screening.completed'] as const;

/** The test button's event: sent to one subscription only, never from the lifecycle. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** The payload version: a breaking change to `data` gets a new version and schema file. */
export const PAYLOAD_VERSION = 1;

/** What any booking event says about the booking: reference, place, time, amounts. */
export type BookingData = {
  reservationId: string;
  reference: string;
  status: string;
  locationSlug: string;
  checkupSlug: string;
  startsAt: string;
  endsAt: string;
  currency: 'CHF';
  totalCents: number;
  paidCents: number;
  balanceDueCents: number;
  partnerBooking: boolean;
  language: 'en' | 'de';
};

/** The booker's name and contact: only for a subscription with `includePersonal`. */
export type PersonalFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

/** What the event table stores: the data, and apart from it the personal fields. */
export type StoredPayload = {
  data: Record<string, unknown>;
  personal?: PersonalFields | null;
};

export function bookingData(r: Reservation): BookingData {
  return {
    reservationId: r.id,
    reference: r.name,
    status: r.status,
    locationSlug: r.locationSlug,
    checkupSlug: r.checkupSlug,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    currency: 'CHF',
    totalCents: r.totalCents,
    paidCents: r.paidCents,
    balanceDueCents: r.balanceDueCents,
    partnerBooking: r.isPartnerBooking,
    language: r.language,
  };
}

export function personalFieldsOf(r: Reservation): PersonalFields | null {
  // An anonymised booking has no person left to send.
  if (r.anonymisedAt || !r.personalData?.email) return null;
  const p = r.personalData;
  return { firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone };
}

/** The JSON body sent for an event: the same bytes on every try and replay. */
export function eventBody(
  event: { type: string; createdAt: Date },
  stored: StoredPayload,
  includePersonal: boolean,
): string {
  const data =
    includePersonal && stored.personal
      ? { ...stored.data, personal: stored.personal }
      : stored.data;
  return JSON.stringify({
    type: event.type,
    version: PAYLOAD_VERSION,
    timestamp: event.createdAt.toISOString(),
    data,
  });
}
