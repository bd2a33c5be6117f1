/**
 * POST /api/staff/booking/attendance: contract src/contracts/staff-booking-attendance.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffAttendanceRequestSchema } from '@/contracts/staff-booking-attendance';
import { attendanceAnswer } from '@/server/staff/desk/actions/attendance';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('attendance', staffAttendanceRequestSchema, attendanceAnswer);
