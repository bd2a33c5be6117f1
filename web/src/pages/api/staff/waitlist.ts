/** GET /api/staff/waitlist?location= : a location's waitlist (contracts/staff-waitlist.ts). */
import {
  staffWaitlistQuerySchema,
  type StaffWaitlistResponse,
} from '@/contracts/staff-waitlist';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { ApiError, parseQuery } from '@/server/http';
import { firstLocationOf } from '@/server/staff/desk/day';
import { requireLocation, staffRoute } from '@/server/staff/route';
import { staffWaitlist } from '@/server/waitlist/staff';

export default staffRoute('waitlist', {
  GET: {
    role: 'viewer',
    handle: async (req, res, actor) => {
      const q = parseQuery(req, res, staffWaitlistQuerySchema);
      if (!q) return;
      const catalog = await getCatalog();
      const location = q.location ?? (await firstLocationOf(actor, catalog));
      if (!location) throw new ApiError(404, 'location-not-found');
      requireLocation(actor, location);
      const list = await staffWaitlist(actor, location, { db: await getDb(), catalog });
      if (!list) throw new ApiError(404, 'location-not-found');
      res.status(200).json(list satisfies StaffWaitlistResponse);
    },
  },
});
