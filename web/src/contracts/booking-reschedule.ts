/**
 * POST /api/booking/reschedule { token, timeSlotStart, locationSlug? } -> { booking }: moves the
 * booking by policy (docs/manage-booking.md).
 */
import { z } from 'zod';
import {
  BOOKING_LINK_INVALID,
  manageTokenSchema,
  POLICY_REFUSAL_IDS,
  type ManagedBooking,
} from './booking-manage';
import {
  ALREADY_BOOKED,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
  RESERVE_OTHER,
} from './error-ids';

export const rescheduleRequestSchema = z
  .object({
    token: manageTokenSchema,
    timeSlotStart: z.iso.datetime({ offset: true }),
    /** Another location of the booking's check-up; absent = the same location. */
    locationSlug: z
      .string()
      .regex(/^[a-z0-9_]+$/)
      .optional(),
  })
  .strict();

export type RescheduleResponse = { booking: ManagedBooking };

export const RESCHEDULE_ERROR_IDS = [
  BOOKING_LINK_INVALID,
  ...POLICY_REFUSAL_IDS,
  LOCATION_DOES_NOT_OFFER_CHECKUP, // the new location lacks the check-up
  LOCATION_DOES_NOT_OFFER_SERVICE, // ... or a booked add-on
  RESERVE_OTHER, // not a slot start of the location
  ALREADY_BOOKED, // the new slot was taken meanwhile
] as const;
