/**
 * GET /api/staff/week?location=<location _id>&date=YYYY-MM-DD -> a location's week (Monday to
 * Sunday, the week of `date`) per room and day (docs/staff-desk.md, "Week view"): its rooms,
 * each day's opening hours, the blocked time (Studio closures and desk blocks) and the week's
 * bookings. Viewer and up, for an assigned location. Times are ISO instants.
 */
import { z } from 'zod';
import type { DayBooking } from './staff-day';
import { deskDate, locationIdSchema, STAFF_LOCATION_ERROR_IDS } from './staff';

export const weekQuerySchema = z.object({
  /** Default: the first location the staff member may see. */
  location: locationIdSchema.optional(),
  /** Any day of the week. */
  date: deskDate,
});

/** Blocked time: a Studio closure or a desk block; roomKey null for the whole location. */
export type BlockedSpan = {
  source: 'closure' | 'block';
  roomKey: string | null;
  start: string;
  end: string;
  reason: string | null;
};

export type WeekResponse = {
  location: { id: string; name: string };
  locations: { id: string; name: string }[];
  /** Monday and Sunday of the week (Zurich dates). */
  from: string;
  to: string;
  rooms: { key: string; label: string }[];
  days: { date: string; open: { start: string; end: string }[] }[];
  blocked: BlockedSpan[];
  bookings: DayBooking[];
};

export const WEEK_ERROR_IDS = STAFF_LOCATION_ERROR_IDS;
