/** GET /api/staff/booking/<id> : one booking's detail (contracts/staff-booking.ts). */
import { bookingQuerySchema, type BookingDetailResponse } from '@/contracts/staff-booking';
import { getDb } from '@/server/db/client';
import { ApiError, parseQuery } from '@/server/http';
import { defaultJobsSchema, runningJobRuntime } from '@/server/jobs/runtime';
import { bookingDetail, bookingLocation } from '@/server/staff/desk/detail';
import { requireLocation, staffRoute } from '@/server/staff/route';

const NOT_FOUND = 'staff-booking-not-found';

export default staffRoute('booking/[id]', {
  GET: {
    role: 'reception',
    handle: async (req, res, actor) => {
      const q = parseQuery(req, res, bookingQuerySchema, NOT_FOUND);
      if (!q) return;
      const db = await getDb();
      const locationId = await bookingLocation(db, q.id);
      if (!locationId) throw new ApiError(404, NOT_FOUND);
      requireLocation(actor, locationId);
      const jobsSchema = (await runningJobRuntime())?.schema ?? defaultJobsSchema();
      const detail = await bookingDetail(actor, q.id, { db, jobsSchema });
      if (!detail) throw new ApiError(404, NOT_FOUND);
      res.status(200).json(detail satisfies BookingDetailResponse);
    },
  },
});
