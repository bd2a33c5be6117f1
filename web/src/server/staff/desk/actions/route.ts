/**
 * The booking action routes' shared part (POST /api/staff/booking/<action>, docs/staff-desk.md):
 * reception and up (staffRoute), the JSON body parsed with the action's schema, fresh content,
 * then the action, its answer 200. The location check is the action's (bookingForAction).
 */
import type { NextApiHandler } from 'next';
import type { z } from 'zod';
import { contentDeps } from '@/server/deps';
import type { StaffActor } from '@/server/staff/actor';
import { staffRoute } from '@/server/staff/route';
import type { DeskDeps } from './common';

export function deskDeps(): Promise<DeskDeps> {
  return contentDeps({ fresh: true });
}

export function bookingActionRoute<S extends z.ZodType, A>(
  action: string,
  schema: S,
  run: (actor: StaffActor, input: z.infer<S>, deps: DeskDeps) => Promise<A>,
): NextApiHandler {
  return staffRoute(
    { route: `staff/booking/${action}`, methods: ['POST'], request: schema },
    { role: 'reception' },
    async (input, actor) => ({ body: await run(actor, input, await deskDeps()) }),
  );
}
