/**
 * GET /api/staff/day?location=<location _id>&date=YYYY-MM-DD -> a location's day per room
 * (docs/staff-desk.md). Viewer and up, for an assigned location. Times are ISO instants; the
 * desk shows them in Zurich time.
 */
import { z } from 'zod';
import { deskDate, locationIdSchema, STAFF_LOCATION_ERROR_IDS } from './staff';
import type { ScreeningState } from './staff-screening';

export const dayQuerySchema = z.object({
  /** Default: the first location the staff member may see. */
  location: locationIdSchema.optional(),
  date: deskDate,
});

/** What the desk shows as a booking's state (derived from status and attendance). */
export const DESK_STATUSES = ['held', 'confirmed', 'arrived', 'no-show', 'cancelled'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

export type DayBooking = {
  id: string;
  reference: string;
  roomKey: string;
  startsAt: string;
  endsAt: string;
  /** "First Last"; empty once anonymised. */
  name: string;
  checkup: string;
  /** Add-on short labels, e.g. "DEXA". */
  addOns: string[];
  /** The other reservation of a two-person booking, if any. */
  partnerReservationId: string | null;
  isPartnerBooking: boolean;
  status: DeskStatus;
  /** Paid online and at the clinic, refunds not taken off (they are `refundedCents`). */
  paidCents: number;
  dueCents: number;
  /** Given back on cancellation (requested or done). */
  refundedCents: number;
  /** Of dueCents, what open invoices ask for (a receivable until marked paid). */
  invoicedCents: number;
  payAtClinic: boolean;
  /**
   * The MRI safety questionnaire's state (docs/screening.md "State"): what the desk's badge says.
   * Not an answer: the answers are the clinical review's (docs/screening.md "At the desk").
   */
  screening: ScreeningState;
};

export type DayResponse = {
  location: { id: string; name: string };
  /** Locations the staff member may choose. */
  locations: { id: string; name: string }[];
  date: string;
  rooms: { key: string; label: string }[];
  /** Opening hours of the day as ISO instants; empty when closed. */
  open: { start: string; end: string }[];
  /** Closures (holidays, room closures) as ISO instants; roomKey null for the whole location. */
  closed: { start: string; end: string; roomKey: string | null; reason: string | null }[];
  bookings: DayBooking[];
};

export const DAY_ERROR_IDS = STAFF_LOCATION_ERROR_IDS;
