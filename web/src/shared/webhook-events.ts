/**
 * The events a webhook subscription can ask for (docs/webhooks.md "Events"), in the order the
 * staff page lists them: one list for the contract's schema, the server's payloads and the page.
 */
export const WEBHOOK_EVENTS = [
  'booking.held',
  'booking.confirmed',
  'booking.moved',
  'booking.cancelled',
  'booking.arrived',
  'booking.no_show',
  'payment.received',
  'refund.issued',
  'waitlist.offered',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
