/** GET /api/staff/day?location=&date= : a location's day per room (contracts/staff-day.ts). */
import { dayQuerySchema, type DayResponse } from '@/contracts/staff-day';
import { getDb } from '@/server/db/client';
import { ApiError, parseQuery } from '@/server/http';
import { dayView, firstLocationOf } from '@/server/staff/desk/day';
import { requireLocation, staffRoute } from '@/server/staff/route';

export default staffRoute('day', {
  GET: {
    role: 'viewer',
    handle: async (req, res, actor) => {
      const q = parseQuery(req, res, dayQuerySchema);
      if (!q) return;
      const location = q.location ?? (await firstLocationOf(actor));
      if (!location) throw new ApiError(404, 'location-not-found');
      requireLocation(actor, location);
      const day = await dayView(actor, location, q.date, { db: await getDb() });
      if (!day) throw new ApiError(404, 'location-not-found');
      res.status(200).json(day satisfies DayResponse);
    },
  },
});
