/** GET /api/staff/waitlist?location= : a location's waitlist (contracts/staff-waitlist.ts). */
import type { PageConfig } from 'next';
import { staffWaitlistQuerySchema, type StaffWaitlistResponse } from '@/contracts/staff-waitlist';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import { deskLocation } from '@/server/staff/desk/scope';
import { staffRoute } from '@/server/staff/route';
import { staffWaitlist } from '@/server/waitlist/staff';
import { LOCATION_NOT_FOUND } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/waitlist', methods: ['GET'], request: staffWaitlistQuerySchema },
  { role: 'viewer' },
  async (q, actor): Promise<{ body: StaffWaitlistResponse }> => {
    const catalog = await getCatalog();
    const location = await deskLocation(actor, q.location, catalog);
    const list = await staffWaitlist(actor, location, { db: await getDb(), catalog });
    if (!list) throw new ApiError(404, LOCATION_NOT_FOUND);
    return { body: list };
  },
);
