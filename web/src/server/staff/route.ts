/**
 * A /api/staff/* route (docs/staff-desk.md), declared like defineRoute's (contract, options,
 * handler) and built from its steps: apiHandler's method, same-origin and error handling, then
 * 401 `staff-sign-in-required` without a session, 403 `staff-forbidden` below the method's
 * role, then the input (readInput) and the handler's answer (sendAnswer). Location checks are
 * the handler's (it knows which location a request names): `requireLocation`. Answers are
 * never cached.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import {
  apiHandler,
  ApiError,
  forMethods,
  readInput,
  sendAnswer,
  sendError,
  type MethodHandler,
  type RouteAnswer,
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
 * One method of a staff route; a route whose methods read different inputs (accounts, me)
 * gives apiHandler one of these per method.
 */
export function staffMethod<S extends z.ZodType, R>(
  request: RouteRequest<S>,
  { role }: StaffRouteOptions,
  handler: StaffHandler<S, R>,
): MethodHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // A read never extends the session, a change does (docs/staff-desk.md "Idle desks").
    const read = req.method === 'GET' || req.method === 'HEAD';
    const actor = await staffActorOf(req, { use: read ? 'read' : 'input' });
    if (!actor) return sendError(res, 401, STAFF_SIGN_IN_REQUIRED);
    if (!hasRole(actor, role)) return sendError(res, 403, STAFF_FORBIDDEN);
    const input = await readInput(req, res, request);
    if (input === null) return; // answered 400 (or 413) already
    sendAnswer(res, await handler(input, actor, { req, res }));
  };
}

export function staffRoute<S extends z.ZodType, R>(
  contract: RouteContract<S>,
  options: StaffRouteOptions,
  handler: StaffHandler<S, R>,
): NextApiHandler {
  const run = staffMethod(contract, options, handler);
  return apiHandler(contract.route, forMethods(contract.methods, run));
}

/** Throws 403 unless the actor may see the location. */
export function requireLocation(actor: StaffActor, locationId: string): void {
  if (!seesLocation(actor, locationId)) throw new ApiError(403, STAFF_FORBIDDEN);
}
