/** GET /api/staff/webhooks/deliveries?id= (admins): a subscription's delivery log, newest first. */
import type { PageConfig } from 'next';
import {
  webhooksDeliveriesQuerySchema,
  type WebhooksDeliveriesResponse,
} from '@/contracts/staff-webhooks-deliveries';
import { webhookRoute } from '@/server/staff/webhook-route';
import { deliveryLog } from '@/server/webhooks/subscriptions';

export const config: PageConfig = { api: { bodyParser: false } };

export default webhookRoute(
  { route: 'staff/webhooks/deliveries', methods: ['GET'], request: webhooksDeliveriesQuerySchema },
  async ({ id }, _admin, db): Promise<WebhooksDeliveriesResponse> => ({
    deliveries: await deliveryLog(db, id),
  }),
);
