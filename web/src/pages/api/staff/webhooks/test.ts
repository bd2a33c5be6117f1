/** POST /api/staff/webhooks/test (admins): a `webhook.test` event to one subscription. */
import type { PageConfig } from 'next';
import {
  webhooksTestRequestSchema,
  type WebhooksTestResponse,
} from '@/contracts/staff-webhooks-test';
import { webhookRoute } from '@/server/staff/webhook-route';
import { sendTestEvent } from '@/server/webhooks/subscriptions';

export const config: PageConfig = { api: { bodyParser: false } };

export default webhookRoute(
  { route: 'staff/webhooks/test', methods: ['POST'], request: webhooksTestRequestSchema },
  ({ id }, admin, db): Promise<WebhooksTestResponse> => sendTestEvent(db, admin, id),
  202,
);
