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
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import type { WebhookAdmin } from '@/server/webhooks/subscriptions';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * The admin as server/webhooks sees them: their changes audited through staff/audit (bound
 * here, above both folders, so server/webhooks does not import staff/: docs/architecture.md).
 */
export function webhookAdmin(actor: StaffActor): WebhookAdmin {
  return {
    staffId: actor.staffId,
    audit: (tx, detail) => recordAudit(tx, actor, { action: 'webhook-changed', detail }),
  };
}

export default apiHandler('staff/webhooks', {
  GET: staffMethod({ request: noInput }, ADMIN, async (): Promise<{ body: WebhooksResponse }> => ({
    body: { subscriptions: await listSubscriptions(await getDb()) },
  })),
  POST: staffMethod(
    { request: webhooksCreateRequestSchema },
    ADMIN,
    async (body, actor): Promise<{ status: number; body: WebhooksCreateResponse }> => ({
      status: 201,
      body: await createSubscription(await getDb(), webhookAdmin(actor), body).catch(
        refusalAsApiError,
      ),
    }),
  ),
  PATCH: staffMethod(
    { request: webhooksChangeRequestSchema },
    ADMIN,
    async ({ id, ...change }, actor): Promise<{ body: WebhooksChangeResponse }> => ({
      body: {
        subscription: await changeSubscription(
          await getDb(),
          webhookAdmin(actor),
          id,
          change,
        ).catch(refusalAsApiError),
      },
    }),
  ),
  DELETE: staffMethod(
    { request: webhooksDeleteRequestSchema },
    ADMIN,
    async ({ id }, actor): Promise<{ body: WebhooksDeleteResponse }> => {
      await deleteSubscription(await getDb(), webhookAdmin(actor), id).catch(refusalAsApiError);
      return { body: { deleted: true } };
    },
  ),
});
