/** GET /api/staff/waitlist?location= : a location's waitlist (contracts/staff-waitlist.ts). */
import type { PageConfig } from 'next';
import { staffWaitlistQuerySchema, type StaffWaitlistResponse } from '@/contracts/staff-waitlist';
import { ApiError } from '@/server/http';
import { deskLocation } from '@/server/staff/desk/scope';
import { staffWaitlist } from '@/server/waitlist/staff';
import { LOCATION_NOT_FOUND } from '@/contracts/error-ids';
import { deskReadDeps, deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/waitlist', methods: ['GET'], request: staffWaitlistQuerySchema },
  'viewer',
  async (actor, q, deps): Promise<StaffWaitlistResponse> => {
    const location = await deskLocation(actor, q.location, deps.catalog);
    const list = await staffWaitlist(actor, location, deps);
    if (!list) throw new ApiError(404, LOCATION_NOT_FOUND);
    return list;
  },
  deskReadDeps,
);
