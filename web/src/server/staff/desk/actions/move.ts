/**
 * Move a booking to any free slot (docs/staff-desk.md, "Move"): the same lifecycle path as the
 * manage link (lifecycle/move-and-cancel.ts rescheduleReservation: the location-day's lock, the
 * exclusion constraint, the rescheduled email with a new .ics). Staff may move inside the
 * minimum notice and past the reschedule limit, never onto an occupied room or into the past.
 */
import type { z } from 'zod';
import type { staffMoveRequestSchema, StaffMoveResponse } from '@/contracts/staff-booking-move';
import type { Reservation } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { rescheduleReservation } from '@/server/lifecycle';
import { planMoveOfActive } from '@/server/manage-link/move-target';
import { isActive } from '@/server/reservations/status';
import type { StaffActor } from '@/server/staff/actor';
import { recordAudit } from '@/server/staff/audit';
import { requireLocation } from '@/server/staff/route';
import { answering, bookingForAction, refuseChange, type DeskDeps } from './common';
import { ALREADY_BOOKED, BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';

export type MoveInput = z.infer<typeof staffMoveRequestSchema>;

export async function moveBooking(
  actor: StaffActor,
  input: MoveInput,
  deps: DeskDeps,
): Promise<Reservation> {
  const { db } = deps;
  const row = await bookingForAction(actor, input.id, db);
  if (input.locationId) requireLocation(actor, input.locationId);
  const { plan } = await planMoveOfActive(
    row,
    {
      timeSlotStart: input.timeSlotStart,
      location: input.locationId ? { id: input.locationId } : undefined,
      roomKey: input.roomKey,
      ignoreNotice: true,
    },
    deps,
  );
  if (plan.unchanged) return row;
  const result = await rescheduleReservation(
    row.id,
    plan.target,
    // Staff override notice and the reschedule limit; a cancelled or lapsed booking stays put.
    (locked) => (isActive(locked, new Date()) ? null : BOOKING_NOT_ACTIVE),
    db,
    {
      turnDb: deps.turnDb,
      inTx: (tx, before, after) =>
        recordAudit(tx, actor, {
          action: 'booking-moved',
          reservationId: after.id,
          locationId: after.locationId,
          detail: {
            reason: input.reason,
            from: before.startsAt.toISOString(),
            to: after.startsAt.toISOString(),
            fromLocation: before.locationId,
            fromRoom: before.roomKey,
            room: after.roomKey,
          },
        }),
    },
  );
  if (!result.ok) {
    if (result.reason === 'slot-taken') throw new DomainError('slot-taken', ALREADY_BOOKED);
    refuseChange(result.reason);
  }
  return result.reservation;
}

/** POST /api/staff/booking/move's answer: where and when the booking is now. */
export const moveAnswer = answering(moveBooking, (row): StaffMoveResponse => ({
  booking: {
    id: row.id,
    locationId: row.locationId,
    roomKey: row.roomKey,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  },
}));
