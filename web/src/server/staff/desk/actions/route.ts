/**
 * The desk routes that are one use case (docs/staff-desk.md): the role's check (staffRoute), the
 * input parsed with the contract's schema, fresh content, then the use case with the actor, its
 * answer 200. A booking action (POST /api/staff/booking/<action>) is one for reception and up;
 * the location check is the use case's (bookingForAction).
 */
import type { NextApiHandler } from 'next';
import type { z } from 'zod';
import { contentDeps } from '@/server/deps';
import type { RouteContract } from '@/server/http';
import type { StaffActor } from '@/server/staff/actor';
import { staffRoute } from '@/server/staff/route';
import type { StaffRole } from '@/shared/staff-roles';
import type { DeskDeps } from './common';

/** What a desk use case is given: who asks, the parsed input, fresh content and the database. */
export type DeskUseCase<S extends z.ZodType, A> = (
  actor: StaffActor,
  input: z.infer<S>,
  deps: DeskDeps,
) => Promise<A>;

/** For changes: content read fresh, as rooms and rules are now. */
export function deskDeps(): Promise<DeskDeps> {
  return contentDeps({ fresh: true });
}

/** For reads (lists, answers, figures): content as cached. */
export function deskReadDeps(): Promise<DeskDeps> {
  return contentDeps();
}

/** A route whose answer is `run`'s, for `role` and up; `deps` for a read: deskReadDeps. */
export function deskRoute<S extends z.ZodType, A>(
  contract: RouteContract<S>,
  role: StaffRole,
  run: DeskUseCase<S, A>,
  deps: () => Promise<DeskDeps> = deskDeps,
): NextApiHandler {
  return staffRoute(contract, { role }, async (input, actor) => ({
    body: await run(actor, input, await deps()),
  }));
}

export function bookingActionRoute<S extends z.ZodType, A>(
  action: string,
  schema: S,
  run: DeskUseCase<S, A>,
): NextApiHandler {
  return deskRoute(
    { route: `staff/booking/${action}`, methods: ['POST'], request: schema },
    'reception',
    run,
  );
}
