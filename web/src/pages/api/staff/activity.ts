/**
 * POST /api/staff/activity (contracts/staff-activity.ts): a person is using the desk. The
 * staff route reads a POST as input, so finding the session stamps its last use (at most once
 * a minute, server/staff/session.ts); docs/staff-desk.md "Idle desks".
 */
import type { PageConfig } from 'next';
import { activityRequestSchema, type ActivityResponse } from '@/contracts/staff-activity';
import { STAFF_SESSION } from '@/server/staff/auth/policy';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/activity', methods: ['POST'], request: activityRequestSchema },
  { role: 'viewer' },
  async () => ({ body: { idleMinutes: STAFF_SESSION.idleMinutes } satisfies ActivityResponse }),
);
