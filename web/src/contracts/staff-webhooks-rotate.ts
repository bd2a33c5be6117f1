/** POST /api/staff/webhooks/rotate: a new secret (./staff-webhooks.ts). */
export {
  webhooksRotateRequestSchema,
  WEBHOOKS_ERROR_IDS as ROTATE_ERROR_IDS,
  type WebhooksRotateRequest,
  type WebhooksRotateResponse,
} from './staff-webhooks';
