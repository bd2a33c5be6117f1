/**
 * /api/staff/webhooks (admins; contracts/staff-webhooks.ts, docs/webhooks.md): the
 * subscriptions. GET lists, POST adds one (its secret in this answer only), PATCH changes one,
 * DELETE removes one with its log.
 */
import {
  webhooksChangeRequestSchema,
  webhooksCreateRequestSchema,
  webhooksDeleteRequestSchema,
  type WebhooksChangeResponse,
  type WebhooksCreateResponse,
  type WebhooksDeleteResponse,
  type WebhooksResponse,
} from '@/contracts/staff-webhooks-index';
import { getDb } from '@/server/db/client';
import { apiHandler, noInput } from '@/server/http';
import { staffMethod } from '@/server/staff/route';
import {
  changeSubscription,
  createSubscription,
  deleteSubscription,
  listSubscriptions,
} from '@/server/webhooks/subscriptions';
import { ADMIN, refusalAsApiError } from '@/server/webhooks/route-helpers';

export default apiHandler('staff/webhooks', {
  GET: staffMethod({ request: noInput }, ADMIN, async (): Promise<{ body: WebhooksResponse }> => ({
    body: { subscriptions: await listSubscriptions(await getDb()) },
  })),
  POST: staffMethod(
    { request: webhooksCreateRequestSchema },
    ADMIN,
    async (body, actor): Promise<{ status: number; body: WebhooksCreateResponse }> => ({
      status: 201,
      body: await createSubscription(await getDb(), actor, body).catch(refusalAsApiError),
    }),
  ),
  PATCH: staffMethod(
    { request: webhooksChangeRequestSchema },
    ADMIN,
    async ({ id, ...change }, actor): Promise<{ body: WebhooksChangeResponse }> => ({
      body: {
        subscription: await changeSubscription(await getDb(), actor, id, change).catch(
          refusalAsApiError,
        ),
      },
    }),
  ),
  DELETE: staffMethod(
    { request: webhooksDeleteRequestSchema },
    ADMIN,
    async ({ id }, actor): Promise<{ body: WebhooksDeleteResponse }> => {
      await deleteSubscription(await getDb(), actor, id).catch(refusalAsApiError);
      return { body: { deleted: true } };
    },
  ),
});
