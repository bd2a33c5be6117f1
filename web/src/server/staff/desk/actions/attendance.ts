/**
 * Arrived and no-show (docs/staff-desk.md, "Attendance"): only on a confirmed booking; arrived
 * from 1 h before the start until the end of its day (Zurich), no-show from the start on; either
 * can be undone on the booking's day. A CHECK (migration 0017) forbids both marks at once: a
 * new mark replaces the other.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AttendanceMark,
  staffAttendanceRequestSchema,
  StaffAttendanceResponse,
} from '@/contracts/staff-booking-attendance';
import { zurichDate } from '@/server/availability/zone';
import { reservations, type Reservation } from '@/server/db/schema';
import type { StaffActor } from '@/server/staff/actor';
import { emitBookingEvent } from '@/server/webhooks/emit';
import { answering, changeBooking, refuse, type DeskDeps } from './common';
import { DAY_OVER, NOT_CONFIRMED, TOO_EARLY } from '@/contracts/error-ids';
import type { ErrorId } from '@/contracts/error-id';

export type AttendanceInput = z.infer<typeof staffAttendanceRequestSchema>;

const ARRIVAL_LEAD_MS = 3_600_000;

/** The refusal id for `mark` on `row` at `now`, or null when it may be set. */
export function attendanceRefusal(
  row: Pick<Reservation, 'status' | 'startsAt'>,
  mark: AttendanceMark,
  now: Date,
): ErrorId | null {
  if (row.status !== 'confirmed') return NOT_CONFIRMED;
  const sameDay = zurichDate(now) === zurichDate(row.startsAt);
  if (mark === 'arrived') {
    if (now.getTime() < row.startsAt.getTime() - ARRIVAL_LEAD_MS) return TOO_EARLY;
    return sameDay ? null : DAY_OVER;
  }
  if (mark === 'no-show') return now.getTime() < row.startsAt.getTime() ? TOO_EARLY : null;
  // Undo: on the booking's own day only.
  return sameDay ? null : DAY_OVER;
}

export async function markAttendance(
  actor: StaffActor,
  input: AttendanceInput,
  deps: DeskDeps,
): Promise<Reservation> {
  return changeBooking(actor, input.id, deps.db, { lock: true }, async (tx, row) => {
    const refusal = attendanceRefusal(row, input.mark, deps.now);
    if (refusal) refuse(refusal);
    const [updated] = await tx
      .update(reservations)
      .set({
        arrivedAt: input.mark === 'arrived' ? deps.now : null,
        noShowAt: input.mark === 'no-show' ? deps.now : null,
        updatedAt: sql`now()`,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    // The clinic's other systems hear of a mark, once per mark set (docs/webhooks.md).
    if (input.mark === 'arrived' || input.mark === 'no-show')
      await emitBookingEvent(
        tx,
        input.mark === 'arrived' ? 'booking.arrived' : 'booking.no_show',
        updated,
        { key: `booking.${input.mark}:${updated.id}:${deps.now.getTime()}` },
      );
    return {
      result: updated,
      action:
        input.mark === 'arrived'
          ? 'booking-arrived'
          : input.mark === 'no-show'
            ? 'booking-no-show'
            : 'attendance-cleared',
      detail: { reason: input.reason ?? null },
    };
  });
}

/** POST /api/staff/booking/attendance's answer: the booking's arrival and no-show times. */
export const attendanceAnswer = answering(markAttendance, (row): StaffAttendanceResponse => ({
  id: row.id,
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
  noShowAt: row.noShowAt?.toISOString() ?? null,
}));
