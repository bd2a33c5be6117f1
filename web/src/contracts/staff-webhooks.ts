/**
 * /api/staff/webhooks (admins; docs/webhooks.md "Subscriptions"): GET the subscriptions; POST
 * a new one (the answer carries its secret, shown this once); PATCH its URL, events, personal
 * fields or enabled; DELETE it. The sub-routes: `webhooks/rotate` (a new secret, the old one
 * signing beside it for an overlap window), `webhooks/test` (a test event), `webhooks/deliveries`
 * (the delivery log) and `webhooks/replay` (one event or a range again, same webhook-id).
 */
import { z } from 'zod';
import { WEBHOOK_EVENTS, type WebhookEventName } from '@/shared/webhook-events';
import {
  WEBHOOK_EVENT_NOT_FOUND,
  WEBHOOK_SUBSCRIPTION_NOT_FOUND,
  WEBHOOK_URL_REFUSED,
} from './error-ids';

export { WEBHOOK_EVENTS, type WebhookEventName };

const id = z.uuid();
const url = z.string().trim().min(1).max(2000);
const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length);

export const webhooksCreateRequestSchema = z
  .object({
    url,
    description: z.string().trim().max(200).default(''),
    events,
    /** The booker's name, email and phone go with each event (they leave the system). */
    includePersonal: z.boolean().default(false),
  })
  .strict();
export type WebhooksCreateRequest = z.input<typeof webhooksCreateRequestSchema>;

export const webhooksChangeRequestSchema = z
  .object({
    id,
    url: url.optional(),
    description: z.string().trim().max(200).optional(),
    events: events.optional(),
    includePersonal: z.boolean().optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine(
    (c) =>
      c.url !== undefined ||
      c.description !== undefined ||
      c.events !== undefined ||
      c.includePersonal !== undefined ||
      c.enabled !== undefined,
    { message: 'nothing to change' },
  );
export type WebhooksChangeRequest = z.input<typeof webhooksChangeRequestSchema>;

export const webhooksDeleteRequestSchema = z.object({ id }).strict();

export const webhooksRotateRequestSchema = z
  .object({
    id,
    /** How long the old secret keeps signing beside the new one (0: not at all). */
    overlapHours: z.number().int().min(0).max(168).default(24),
  })
  .strict();
export type WebhooksRotateRequest = z.input<typeof webhooksRotateRequestSchema>;

export const webhooksTestRequestSchema = z.object({ id }).strict();
export type WebhooksTestRequest = z.input<typeof webhooksTestRequestSchema>;

export const webhooksDeliveriesQuerySchema = z.object({ id });
export type WebhooksDeliveriesQuery = z.input<typeof webhooksDeliveriesQuerySchema>;

export const webhooksReplayRequestSchema = z
  .object({
    id,
    /** One event again… */
    eventId: z
      .string()
      .regex(/^msg_[0-9a-f]{32}$/)
      .optional(),
    /** …or every event of this subscription between from and to. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((r) => (r.eventId ? !r.from && !r.to : Boolean(r.from && r.to)), {
    message: 'one event, or a range from-to',
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'from after to' });
export type WebhooksReplayRequest = z.input<typeof webhooksReplayRequestSchema>;

export type WebhookSubscriptionView = {
  id: string;
  url: string;
  description: string;
  events: WebhookEventName[];
  includePersonal: boolean;
  enabled: boolean;
  /** `admin`: switched off in the desk; `failing`: switched off after 3 days of failures. */
  disabledReason: 'admin' | 'failing' | null;
  disabledAt: string | null;
  /** While a rotated-out secret still signs: until when. */
  previousSecretUntil: string | null;
  createdAt: string;
};

export type WebhookAttemptView = {
  at: string;
  status: number | null;
  durationMs: number;
  error: string | null;
};

export type WebhookDeliveryView = {
  id: string;
  /** The `webhook-id`. */
  eventId: string;
  type: string;
  reservationId: string | null;
  state: 'pending' | 'delivered' | 'failed';
  replay: boolean;
  eventAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  attempts: WebhookAttemptView[];
};

export type WebhooksResponse = { subscriptions: WebhookSubscriptionView[] };
/** The secret is in this answer only: it is stored sealed and never shown again. */
export type WebhooksCreateResponse = { subscription: WebhookSubscriptionView; secret: string };
export type WebhooksChangeResponse = { subscription: WebhookSubscriptionView };
export type WebhooksDeleteResponse = { deleted: true };
export type WebhooksRotateResponse = WebhooksCreateResponse;
export type WebhooksTestResponse = { eventId: string; deliveryId: string };
export type WebhooksDeliveriesResponse = { deliveries: WebhookDeliveryView[] };
export type WebhooksReplayResponse = { replayed: number };

export const WEBHOOKS_ERROR_IDS = [
  WEBHOOK_URL_REFUSED,
  WEBHOOK_SUBSCRIPTION_NOT_FOUND,
  WEBHOOK_EVENT_NOT_FOUND,
] as const;
export type WebhooksErrorId = (typeof WEBHOOKS_ERROR_IDS)[number];
