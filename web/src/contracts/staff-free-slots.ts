/**
 * GET /api/staff/free-slots?id=<booking>&date=YYYY-MM-DD[&location=<location _id>] -> the free
 * start times of that day for the booking's length (the move dialog). Reception and up; the
 * minimum notice does not apply to staff (docs/staff-desk.md).
 */
import { z } from 'zod';
import { bookingIdSchema, deskDate, STAFF_ROUTE_ERROR_IDS } from './staff';

export const staffFreeSlotsQuerySchema = z.object({
  id: bookingIdSchema,
  /** A location's document _id; default the booking's own. */
  location: z.string().min(1).max(200).optional(),
  date: deskDate,
});
export type StaffFreeSlotsQuery = z.input<typeof staffFreeSlotsQuerySchema>;

export type StaffFreeSlotsResponse = {
  locationId: string;
  durationMinutes: number;
  /** ISO starts with the Zurich offset, and how many rooms are free for the whole slot. */
  slots: { start: string; freeRooms: number }[];
};

export const STAFF_FREE_SLOTS_ERROR_IDS = [
  ...STAFF_ROUTE_ERROR_IDS,
  'staff-booking-not-found',
  'location-does-not-offer-checkup',
] as const;
export type StaffFreeSlotsErrorId = (typeof STAFF_FREE_SLOTS_ERROR_IDS)[number];
