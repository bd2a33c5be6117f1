/**
 * /api/staff/webhooks (admins; contracts/staff-webhooks.ts, docs/webhooks.md): the
 * subscriptions. GET lists, POST adds one (its secret in this answer only), PATCH changes one,
 * DELETE removes one with its log.
 */
import type { PageConfig } from 'next';
import {
  webhooksChangeRequestSchema,
  webhooksCreateRequestSchema,
  webhooksDeleteRequestSchema,
  type WebhooksChangeResponse,
  type WebhooksCreateResponse,
  type WebhooksDeleteResponse,
  type WebhooksResponse,
} from '@/contracts/staff-webhooks-index';
import { apiHandler, noInput } from '@/server/http';
import { webhookMethod } from '@/server/staff/webhook-route';
import {
  changeSubscription,
  createSubscription,
  deleteSubscription,
  listSubscriptions,
} from '@/server/webhooks/subscriptions';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('staff/webhooks', {
  GET: webhookMethod(
    { request: noInput },
    async (_input, _admin, db): Promise<WebhooksResponse> => ({
      subscriptions: await listSubscriptions(db),
    }),
  ),
  POST: webhookMethod(
    { request: webhooksCreateRequestSchema },
    (body, admin, db): Promise<WebhooksCreateResponse> => createSubscription(db, admin, body),
    201,
  ),
  PATCH: webhookMethod(
    { request: webhooksChangeRequestSchema },
    async ({ id, ...change }, admin, db): Promise<WebhooksChangeResponse> => ({
      subscription: await changeSubscription(db, admin, id, change),
    }),
  ),
  DELETE: webhookMethod(
    { request: webhooksDeleteRequestSchema },
    async ({ id }, admin, db): Promise<WebhooksDeleteResponse> => {
      await deleteSubscription(db, admin, id);
      return { deleted: true };
    },
  ),
});
