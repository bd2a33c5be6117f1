/** GET /api/staff/week?location=&date= : a location's week per room and day (contracts/staff-week.ts). */
import type { PageConfig } from 'next';
import { weekQuerySchema, type WeekResponse } from '@/contracts/staff-week';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import { weekView } from '@/server/staff/desk/week';
import { deskLocation } from '@/server/staff/desk/scope';
import { staffRoute } from '@/server/staff/route';
import { LOCATION_NOT_FOUND } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/week', methods: ['GET'], request: weekQuerySchema },
  { role: 'viewer' },
  async (q, actor): Promise<{ body: WeekResponse }> => {
    const location = await deskLocation(actor, q.location);
    const week = await weekView(actor, location, q.date, { db: await getDb() });
    if (!week) throw new ApiError(404, LOCATION_NOT_FOUND);
    return { body: week };
  },
);
