/**
 * POST /api/staff/booking/move { id, reason, timeSlotStart, locationId?, roomKey? } -> the booking at its new time.
 * Staff may move inside the notice and past the reschedule limit, never onto a taken room; the
 * patient gets the rescheduled email with the new .ics.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import {
  bookingActionFields,
  locationIdSchema,
  roomKeySchema,
  STAFF_BOOKING_ERROR_IDS,
} from './staff';
import {
  ALREADY_BOOKED,
  BOOKING_NOT_ACTIVE,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
  RESERVE_OTHER,
} from '@/contracts/error-ids';

export const staffMoveRequestSchema = z.object({
  ...bookingActionFields,
  /** The new start (ISO instant), a slot of the location for the booking's length. */
  timeSlotStart: z.string().min(1).max(40),
  /** Another location's document _id (assigned to the actor); default the booking's own. */
  locationId: locationIdSchema.optional(),
  /** A room of that location (a card dropped on a room); default the first room free then. */
  roomKey: roomKeySchema.optional(),
});

export type StaffMoveResponse = {
  booking: { id: string; locationId: string; roomKey: string; startsAt: string; endsAt: string };
};

export const STAFF_MOVE_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  BOOKING_NOT_ACTIVE,
  ALREADY_BOOKED,
  RESERVE_OTHER,
  LOCATION_DOES_NOT_OFFER_SERVICE,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
] as const;
