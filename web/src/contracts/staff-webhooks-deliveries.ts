/** GET /api/staff/webhooks/deliveries: the delivery log (./staff-webhooks.ts). */
export {
  webhooksDeliveriesQuerySchema,
  WEBHOOKS_ERROR_IDS as DELIVERIES_ERROR_IDS,
  type WebhooksDeliveriesQuery,
  type WebhooksDeliveriesResponse,
} from './staff-webhooks';
