/**
 * POST /api/staff/booking/attendance: contract src/contracts/staff-booking-attendance.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import {
  staffAttendanceRequestSchema,
  type StaffAttendanceResponse,
} from '@/contracts/staff-booking-attendance';
import { markAttendance } from '@/server/staff/desk/actions/attendance';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute(
  'attendance',
  staffAttendanceRequestSchema,
  async (actor, input, deps) => {
    const row = await markAttendance(actor, input, deps);
    return {
      id: row.id,
      arrivedAt: row.arrivedAt?.toISOString() ?? null,
      noShowAt: row.noShowAt?.toISOString() ?? null,
    } satisfies StaffAttendanceResponse;
  },
);
