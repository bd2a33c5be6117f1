/**
 * What the /api/staff/webhooks routes share (docs/webhooks.md): admins only; the admin as
 * server/webhooks sees them, their changes audited through staff/audit (bound here, above
 * server/webhooks, which does not import staff/: docs/architecture.md "Layers"); a refusal
 * answered as its status and id.
 */
import type { NextApiHandler } from 'next';
import type { z } from 'zod';
import { getDb, type Db } from '@/server/db/client';
import {
  ApiError,
  apiHandler,
  forMethods,
  type MethodHandler,
  type RouteContract,
  type RouteRequest,
} from '@/server/http';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { staffMethod } from '@/server/staff/route';
import { WebhookRefusal, type WebhookAdmin } from '@/server/webhooks/subscriptions';

export function webhookAdmin(actor: StaffActor): WebhookAdmin {
  return {
    staffId: actor.staffId,
    audit: (tx, detail) => recordAudit(tx, actor, { action: 'webhook-changed', detail }),
  };
}

/** A subscription use case: the parsed input, the admin asking, the database. */
export type WebhookUseCase<S extends z.ZodType, R> = (
  input: z.infer<S>,
  admin: WebhookAdmin,
  db: Db,
) => Promise<R>;

/** One method of a route whose methods read different inputs: `run`'s answer with `status`. */
export function webhookMethod<S extends z.ZodType, R>(
  request: RouteRequest<S>,
  run: WebhookUseCase<S, R>,
  status = 200,
): MethodHandler {
  return staffMethod(request, { role: 'admin' }, async (input, actor) => ({
    status,
    body: await run(input, webhookAdmin(actor), await getDb()).catch((err: unknown) => {
      if (err instanceof WebhookRefusal) throw new ApiError(err.status, err.id);
      throw err;
    }),
  }));
}

/** A route whose methods all answer `run`'s, with `status` (default 200). */
export function webhookRoute<S extends z.ZodType, R>(
  contract: RouteContract<S>,
  run: WebhookUseCase<S, R>,
  status = 200,
): NextApiHandler {
  return apiHandler(
    contract.route,
    forMethods(contract.methods, webhookMethod(contract, run, status)),
  );
}
