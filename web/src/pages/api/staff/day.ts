/** GET /api/staff/day?location=&date= : a location's day per room (contracts/staff-day.ts). */
import type { PageConfig } from 'next';
import { dayQuerySchema, type DayResponse } from '@/contracts/staff-day';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import { dayView } from '@/server/staff/desk/day';
import { deskLocation } from '@/server/staff/desk/scope';
import { staffRoute } from '@/server/staff/route';
import { LOCATION_NOT_FOUND } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/day', methods: ['GET'], request: dayQuerySchema },
  { role: 'viewer' },
  async (q, actor): Promise<{ body: DayResponse }> => {
    const location = await deskLocation(actor, q.location);
    const day = await dayView(actor, location, q.date, { db: await getDb() });
    if (!day) throw new ApiError(404, LOCATION_NOT_FOUND);
    return { body: day };
  },
);
