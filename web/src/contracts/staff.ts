/**
 * What the staff desk's contracts share (docs/staff-desk.md): the booking id and the reason of
 * an action on a booking, and the desk's calendar date. Each route's own module
 * (staff-booking-<action>.ts, staff-book.ts, staff-free-slots.ts, staff-day.ts, staff-search.ts,
 * staff-day-sheet.ts, staff-export.ts) imports from here; the desk's server code too.
 */
import { z } from 'zod';
import {
  LOCATION_NOT_FOUND,
  STAFF_BOOKING_NOT_FOUND,
  STAFF_FORBIDDEN,
  STAFF_SIGN_IN_REQUIRED,
} from './error-ids';

/** Why staff did it: required on every change, 1-500 characters (kept in the audit trail). */
export const reasonSchema = z.string().trim().min(1).max(500);

/** A booking id as the routes take it. */
export const bookingIdSchema = z.uuid();

/** A location's content id (e.g. location.zurich_bellevue) as the desk sends it. */
export const locationIdSchema = z.string().min(1).max(200);

/** A room's key in its location (content's `rooms[].key`). */
export const roomKeySchema = z.string().min(1).max(100);

/** A staff member's id (the account's), as the admin pages send it. */
export const staffIdSchema = z.string().min(1).max(100);

/** The request fields every change to one booking starts with: which booking, and why. */
export const bookingActionFields = { id: bookingIdSchema, reason: reasonSchema };

/**
 * Why staff did a routine thing (arrived, no-show, a payment taken, an email sent again):
 * optional, 0-500 characters; blank is no reason (undefined). Overrides (a move or booking
 * inside the notice, a cancellation's refund, a contact change) keep `reasonSchema`
 * (docs/staff-desk.md, "Routine actions and overrides").
 */
export const optionalReasonSchema = z
  .string()
  .trim()
  .max(500)
  .transform((r) => (r ? r : undefined))
  .optional();

/** A routine change to one booking: which booking, and why if staff said so. */
export const routineActionFields = { id: bookingIdSchema, reason: optionalReasonSchema };

/** The refusals every desk route can answer: no session, below the route's role. */
export const STAFF_ROUTE_ERROR_IDS = [STAFF_SIGN_IN_REQUIRED, STAFF_FORBIDDEN] as const;

/** A desk route on one booking: those, and no such booking (or not of an assigned location). */
export const STAFF_BOOKING_ERROR_IDS = [...STAFF_ROUTE_ERROR_IDS, STAFF_BOOKING_NOT_FOUND] as const;

/** A desk route on one location's day: those, and no such location (or not an assigned one). */
export const STAFF_LOCATION_ERROR_IDS = [...STAFF_ROUTE_ERROR_IDS, LOCATION_NOT_FOUND] as const;

/**
 * A real calendar date, yyyy-MM-dd (the desk's days are Zurich days). The pattern is checked
 * inside the refinement: zod runs a refinement after a failed regex too, and `Date.UTC` of a
 * non-date would throw (a 500 instead of a 400).
 */
export const deskDate = z.string().refine((d) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const [y, m, day] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, day)).toISOString().slice(0, 10) === d;
}, 'not a date');
