/** POST /api/staff/webhooks/test (admins): a `webhook.test` event to one subscription. */
import type { PageConfig } from 'next';
import {
  webhooksTestRequestSchema,
  type WebhooksTestResponse,
} from '@/contracts/staff-webhooks-test';
import { getDb } from '@/server/db/client';
import { staffRoute } from '@/server/staff/route';
import { sendTestEvent } from '@/server/webhooks/subscriptions';
import { ADMIN, refusalAsApiError } from '@/server/webhooks/route-helpers';
import { webhookAdmin } from '.';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/webhooks/test', methods: ['POST'], request: webhooksTestRequestSchema },
  ADMIN,
  async ({ id }, actor): Promise<{ status: number; body: WebhooksTestResponse }> => ({
    status: 202,
    body: await sendTestEvent(await getDb(), webhookAdmin(actor), id).catch(refusalAsApiError),
  }),
);
