/** GET /api/staff/webhooks/deliveries?id= (admins): a subscription's delivery log, newest first. */
import type { PageConfig } from 'next';
import {
  webhooksDeliveriesQuerySchema,
  type WebhooksDeliveriesResponse,
} from '@/contracts/staff-webhooks-deliveries';
import { getDb } from '@/server/db/client';
import { staffRoute } from '@/server/staff/route';
import { deliveryLog } from '@/server/webhooks/subscriptions';
import { ADMIN, refusalAsApiError } from '@/server/webhooks/route-helpers';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/webhooks/deliveries', methods: ['GET'], request: webhooksDeliveriesQuerySchema },
  ADMIN,
  async ({ id }): Promise<{ body: WebhooksDeliveriesResponse }> => ({
    body: { deliveries: await deliveryLog(await getDb(), id).catch(refusalAsApiError) },
  }),
);
