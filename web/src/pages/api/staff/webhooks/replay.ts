/**
 * POST /api/staff/webhooks/replay (admins): one event, or every event of a period, sent again
 * to one subscription with the same webhook-id (docs/webhooks.md "Replay").
 */
import type { PageConfig } from 'next';
import {
  webhooksReplayRequestSchema,
  type WebhooksReplayResponse,
} from '@/contracts/staff-webhooks-replay';
import { webhookRoute } from '@/server/staff/webhook-route';
import { replay } from '@/server/webhooks/subscriptions';

export const config: PageConfig = { api: { bodyParser: false } };

export default webhookRoute(
  { route: 'staff/webhooks/replay', methods: ['POST'], request: webhooksReplayRequestSchema },
  ({ id, eventId, from, to }, admin, db): Promise<WebhooksReplayResponse> =>
    replay(db, admin, id, {
      eventId,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
    }),
  202,
);
