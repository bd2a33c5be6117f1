/** POST /api/staff/webhooks/rotate (admins): a new secret, shown once (docs/webhooks.md). */
import type { PageConfig } from 'next';
import {
  webhooksRotateRequestSchema,
  type WebhooksRotateResponse,
} from '@/contracts/staff-webhooks-rotate';
import { webhookRoute } from '@/server/staff/webhook-route';
import { rotateSecret } from '@/server/webhooks/subscriptions';

export const config: PageConfig = { api: { bodyParser: false } };

export default webhookRoute(
  { route: 'staff/webhooks/rotate', methods: ['POST'], request: webhooksRotateRequestSchema },
  ({ id, overlapHours }, admin, db): Promise<WebhooksRotateResponse> =>
    rotateSecret(db, admin, id, overlapHours),
);
