/** POST /api/staff/webhooks/rotate (admins): a new secret, shown once (docs/webhooks.md). */
import type { PageConfig } from 'next';
import {
  webhooksRotateRequestSchema,
  type WebhooksRotateResponse,
} from '@/contracts/staff-webhooks-rotate';
import { getDb } from '@/server/db/client';
import { staffRoute } from '@/server/staff/route';
import { rotateSecret } from '@/server/webhooks/subscriptions';
import { ADMIN, refusalAsApiError } from '@/server/webhooks/route-helpers';
import { webhookAdmin } from '.';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/webhooks/rotate', methods: ['POST'], request: webhooksRotateRequestSchema },
  ADMIN,
  async ({ id, overlapHours }, actor): Promise<{ body: WebhooksRotateResponse }> => ({
    body: await rotateSecret(await getDb(), webhookAdmin(actor), id, overlapHours).catch(
      refusalAsApiError,
    ),
  }),
);
