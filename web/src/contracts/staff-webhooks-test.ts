/** POST /api/staff/webhooks/test: a test event (./staff-webhooks.ts). */
export {
  webhooksTestRequestSchema,
  WEBHOOKS_ERROR_IDS as TEST_ERROR_IDS,
  type WebhooksTestRequest,
  type WebhooksTestResponse,
} from './staff-webhooks';
