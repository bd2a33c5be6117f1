/**
 * POST /api/staff/webhooks/replay (admins): one event, or every event of a period, sent again
 * to one subscription with the same webhook-id (docs/webhooks.md "Replay").
 */
import type { PageConfig } from 'next';
import {
  webhooksReplayRequestSchema,
  type WebhooksReplayResponse,
} from '@/contracts/staff-webhooks-replay';
import { getDb } from '@/server/db/client';
import { staffRoute } from '@/server/staff/route';
import { replay } from '@/server/webhooks/subscriptions';
import { ADMIN, refusalAsApiError } from '@/server/webhooks/route-helpers';
import { webhookAdmin } from '.';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/webhooks/replay', methods: ['POST'], request: webhooksReplayRequestSchema },
  ADMIN,
  async (
    { id, eventId, from, to },
    actor,
  ): Promise<{ status: number; body: WebhooksReplayResponse }> => ({
    status: 202,
    body: await replay(await getDb(), webhookAdmin(actor), id, {
      eventId,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
    }).catch(refusalAsApiError),
  }),
);
