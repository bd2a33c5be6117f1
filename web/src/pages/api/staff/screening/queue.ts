/**
 * GET /api/staff/screening/queue?location= : the location's questionnaires to review
 * (contracts/staff-screening.ts, docs/screening.md "At the desk").
 */
import type { PageConfig } from 'next';
import {
  staffScreeningQueueQuerySchema,
  type StaffScreeningQueueResponse,
} from '@/contracts/staff-screening';
import { deskLocation } from '@/server/staff/desk/scope';
import { screeningQueue } from '@/server/staff/desk/screening-review';
import { deskReadDeps, deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/screening/queue', methods: ['GET'], request: staffScreeningQueueQuerySchema },
  'clinical',
  async (actor, q, deps): Promise<StaffScreeningQueueResponse> =>
    screeningQueue(actor, await deskLocation(actor, q.location, deps.catalog), deps),
  deskReadDeps,
);
