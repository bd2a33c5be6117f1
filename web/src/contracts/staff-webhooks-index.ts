/** /api/staff/webhooks: the subscriptions (the shared types in ./staff-webhooks.ts). */
export {
  webhooksChangeRequestSchema,
  webhooksCreateRequestSchema,
  webhooksDeleteRequestSchema,
  WEBHOOKS_ERROR_IDS,
  type WebhooksChangeRequest,
  type WebhooksChangeResponse,
  type WebhooksCreateRequest,
  type WebhooksCreateResponse,
  type WebhooksDeleteResponse,
  type WebhooksErrorId,
  type WebhooksResponse,
} from './staff-webhooks';
