/**
 * GET /api/staff/free-slots?id=<booking>&date=YYYY-MM-DD[&location=<_id>][&room=<key>] -> the free
 * start times of that day for the booking's length (the move dialog); or, for a new booking
 * (book for a caller, a walk-in), ?location=<_id>&checkup=<slug>[&services=a,b]&date= -> the
 * free starts for that check-up's length. Reception and up; the minimum notice does not apply
 * to staff (docs/staff-desk.md, "Walk-ins").
 */
import { z } from 'zod';
import {
  bookingIdSchema,
  deskDate,
  locationIdSchema,
  roomKeySchema,
  STAFF_ROUTE_ERROR_IDS,
} from './staff';
import {
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  RESERVE_OTHER,
  STAFF_BOOKING_NOT_FOUND,
} from '@/contracts/error-ids';

export const staffFreeSlotsQuerySchema = z
  .object({
    /** The booking to move; without it, a new booking (`checkup`, `location` required). */
    id: bookingIdSchema.optional(),
    /** A location's document _id; default the booking's own. */
    location: locationIdSchema.optional(),
    /** One room of the location (a card dropped on it): the starts free in that room. */
    room: roomKeySchema.optional(),
    date: deskDate,
    /** A new booking's check-up slug and add-on slugs (comma-separated). */
    checkup: z.string().min(1).max(200).optional(),
    services: z
      .string()
      .max(2000)
      .optional()
      .transform((v) => (v ? v.split(',').filter(Boolean) : [])),
  })
  .refine((q) => q.id !== undefined || (q.checkup !== undefined && q.location !== undefined), {
    path: ['id'],
  });

export type StaffFreeSlotsResponse = {
  locationId: string;
  durationMinutes: number;
  /** ISO starts with the Zurich offset, and how many rooms are free for the whole slot. */
  slots: { start: string; freeRooms: number }[];
};

export const STAFF_FREE_SLOTS_ERROR_IDS = [
  ...STAFF_ROUTE_ERROR_IDS,
  STAFF_BOOKING_NOT_FOUND,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  RESERVE_OTHER,
] as const;
