/**
 * A /api/staff/* route (docs/staff-desk.md): defineRoute with the staff caller as its `auth`
 * (apiHandler's method, same-origin and error handling, then 401 `staff-sign-in-required`
 * without a session, 403 `staff-forbidden` below the method's role, then the input and the
 * handler's answer). Location checks are
 * the handler's (it knows which location a request names): `requireLocation`. Answers are
 * never cached.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import {
  ApiError,
  defineRoute,
  noStoreAlways,
  routeMethod,
  sendError,
  type MethodHandler,
  type RouteAnswer,
  type RouteAuth,
  type RouteContract,
  type RouteRequest,
} from '@/server/http';
import type { StaffRole } from '@/shared/staff-roles';
import { hasRole, seesLocation, type StaffActor } from './actor';
import { staffActorOf } from './session';
import { STAFF_FORBIDDEN, STAFF_SIGN_IN_REQUIRED } from '@/contracts/error-ids';

export type StaffRouteOptions = {
  /** The weakest role allowed. */
  role: StaffRole;
};

export type StaffHandler<S extends z.ZodType, R> = (
  input: z.infer<S>,
  actor: StaffActor,
  http: { req: NextApiRequest; res: NextApiResponse },
) => Promise<RouteAnswer<R>>;

/**
 * The staff caller of a request (defineRoute's `auth`): 401 without a session, 403 below
 * `role`. A read never extends the session, a change does (docs/staff-desk.md "Idle desks").
 */
export function staffCaller(role: StaffRole): RouteAuth<StaffActor> {
  return async (req, res) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    const actor = await staffActorOf(req, { use: read ? 'read' : 'input' });
    if (!actor) sendError(res, 401, STAFF_SIGN_IN_REQUIRED);
    else if (!hasRole(actor, role)) sendError(res, 403, STAFF_FORBIDDEN);
    else return actor;
    return null;
  };
}

/** A staff route's options: never cached (its refusals included), the caller by its role. */
const staffOptions = (role: StaffRole) => ({ before: noStoreAlways, auth: staffCaller(role) });

/**
 * One method of a staff route; a route whose methods read different inputs (accounts, me)
 * gives apiHandler one of these per method.
 */
export function staffMethod<S extends z.ZodType, R>(
  request: RouteRequest<S>,
  { role }: StaffRouteOptions,
  handler: StaffHandler<S, R>,
): MethodHandler {
  return routeMethod(request, staffOptions(role), (input, { req, res, caller }) =>
    handler(input, caller, { req, res }),
  );
}

/** defineRoute with the staff caller: `staffRoute(contract, { role }, handler)`. */
export function staffRoute<S extends z.ZodType, R>(
  contract: RouteContract<S>,
  { role }: StaffRouteOptions,
  handler: StaffHandler<S, R>,
): NextApiHandler {
  return defineRoute(contract, staffOptions(role), (input, { req, res, caller }) =>
    handler(input, caller, { req, res }),
  );
}

/** Throws 403 unless the actor may see the location. */
export function requireLocation(actor: StaffActor, locationId: string): void {
  if (!seesLocation(actor, locationId)) throw new ApiError(403, STAFF_FORBIDDEN);
}
