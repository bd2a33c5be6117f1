/**
 * Wraps a /api/staff/* route (docs/staff-desk.md): apiHandler's method, same-origin and error
 * handling, then 401 `staff-sign-in-required` without a session, 403 `staff-forbidden` below the
 * method's role. Location checks are the handler's (it knows which location a request names):
 * `requireLocation`. Answers are never cached.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { apiHandler, ApiError, sendError } from '@/server/http';
import type { StaffRole } from '@/shared/staff-roles';
import { hasRole, seesLocation, type StaffActor } from './actor';
import { staffActorOf } from './session';
import { STAFF_FORBIDDEN, STAFF_SIGN_IN_REQUIRED } from '@/contracts/error-ids';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type StaffMethod = {
  /** The weakest role allowed. */
  role: StaffRole;
  handle: (req: NextApiRequest, res: NextApiResponse, actor: StaffActor) => Promise<void> | void;
};

export function staffRoute(
  route: string,
  methods: Partial<Record<Method, StaffMethod>>,
): NextApiHandler {
  const handlers = Object.fromEntries(
    Object.entries(methods).map(([method, spec]) => [
      method,
      async (req: NextApiRequest, res: NextApiResponse) => {
        res.setHeader('Cache-Control', 'no-store');
        const actor = await staffActorOf(req);
        if (!actor) return sendError(res, 401, STAFF_SIGN_IN_REQUIRED);
        if (!hasRole(actor, spec!.role)) return sendError(res, 403, STAFF_FORBIDDEN);
        await spec!.handle(req, res, actor);
      },
    ]),
  );
  return apiHandler(`staff/${route}`, handlers);
}

/** Throws 403 unless the actor may see the location. */
export function requireLocation(actor: StaffActor, locationId: string): void {
  if (!seesLocation(actor, locationId)) throw new ApiError(403, STAFF_FORBIDDEN);
}
