/**
 * GET /api/staff/free-slots?id=<booking>&date=YYYY-MM-DD[&location=<location _id>] -> the free
 * start times of that day for the booking's length (the move dialog). Reception and up; the
 * minimum notice does not apply to staff (docs/staff-desk.md).
 */
import type { z } from 'zod';
import { freeSlotsQuerySchema } from '@/server/staff/desk/actions/free-slots';

export const staffFreeSlotsQuerySchema = freeSlotsQuerySchema;
export type StaffFreeSlotsQuery = z.input<typeof freeSlotsQuerySchema>;

export type StaffFreeSlotsResponse = {
  locationId: string;
  durationMinutes: number;
  /** ISO starts with the Zurich offset, and how many rooms are free for the whole slot. */
  slots: { start: string; freeRooms: number }[];
};

export const STAFF_FREE_SLOTS_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'staff-booking-not-found',
  'location-does-not-offer-checkup',
] as const;
export type StaffFreeSlotsErrorId = (typeof STAFF_FREE_SLOTS_ERROR_IDS)[number];
