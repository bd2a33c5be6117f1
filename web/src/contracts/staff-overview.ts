/**
 * GET /api/staff/overview?date=YYYY-MM-DD -> the day at every location the staff member may see
 * (docs/staff-desk.md, "Day overview"): per room the bookings that day and the opening minutes
 * booked, free and blocked. Viewer and up. Counts only, no names.
 */
import { z } from 'zod';
import { deskDate, STAFF_ROUTE_ERROR_IDS } from './staff';

export const overviewQuerySchema = z.object({ date: deskDate });

export type OverviewRoom = {
  key: string;
  label: string;
  /** Bookings that keep the room (held, confirmed, arrived, no-show). */
  bookings: number;
  /** Opening minutes of the room that day, and of them booked, blocked and free. */
  openMinutes: number;
  bookedMinutes: number;
  blockedMinutes: number;
  freeMinutes: number;
};

export type OverviewResponse = {
  date: string;
  locations: {
    id: string;
    name: string;
    /** Bookings that owe something (unpaid holds and balances due). */
    dueBookings: number;
    rooms: OverviewRoom[];
  }[];
};

export const OVERVIEW_ERROR_IDS = STAFF_ROUTE_ERROR_IDS;
