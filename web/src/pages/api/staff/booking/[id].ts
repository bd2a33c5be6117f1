/** GET /api/staff/booking/<id> : one booking's detail (contracts/staff-booking.ts). */
import type { PageConfig } from 'next';
import { bookingQuerySchema, type BookingDetailResponse } from '@/contracts/staff-booking';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import { defaultJobsSchema, runningJobRuntime } from '@/server/jobs/runtime';
import { bookingDetail } from '@/server/staff/desk/detail';
import { bookingLocationFor } from '@/server/staff/desk/scope';
import { staffRoute } from '@/server/staff/route';
import { STAFF_BOOKING_NOT_FOUND } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  {
    route: 'staff/booking/[id]',
    methods: ['GET'],
    request: bookingQuerySchema,
    invalidRequest: STAFF_BOOKING_NOT_FOUND,
  },
  { role: 'reception' },
  async (q, actor): Promise<{ body: BookingDetailResponse }> => {
    const db = await getDb();
    await bookingLocationFor(actor, q.id, db);
    const jobsSchema = (await runningJobRuntime())?.schema ?? defaultJobsSchema();
    const detail = await bookingDetail(actor, q.id, { db, jobsSchema });
    if (!detail) throw new ApiError(404, STAFF_BOOKING_NOT_FOUND);
    return { body: detail };
  },
);
