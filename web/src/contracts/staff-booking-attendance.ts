/**
 * POST /api/staff/booking/attendance { id, reason?, mark: arrived | no-show | clear } -> the marks.
 * Arrived from 1 h before the start to the end of its day, no-show from the start; undo that day.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import { routineActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import { DAY_OVER, NOT_CONFIRMED, TOO_EARLY } from '@/contracts/error-ids';

export const ATTENDANCE_MARKS = ['arrived', 'no-show', 'clear'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const staffAttendanceRequestSchema = z.object({
  ...routineActionFields,
  mark: z.enum(ATTENDANCE_MARKS),
});

export type StaffAttendanceResponse = {
  id: string;
  arrivedAt: string | null;
  noShowAt: string | null;
};

export const STAFF_ATTENDANCE_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  NOT_CONFIRMED,
  TOO_EARLY,
  DAY_OVER,
] as const;
