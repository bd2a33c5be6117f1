/**
 * GET /api/staff/insights?from=&to=[&location=] -> the clinic's figures over a period of Zurich
 * days (docs/staff-desk.md "Insights"; every figure's definition there). Reception and up: admins
 * see every location, reception its own; without `location` the figures cover every location
 * the member sees. Counts and sums only: no names, no personal data (sealed columns are never
 * read).
 */
import { z } from 'zod';
import { deskDate, locationIdSchema, STAFF_LOCATION_ERROR_IDS } from './staff';
import type { FunnelStep } from './insights-step';

/** The longest period one answer covers (a year, a leap day included). */
export const INSIGHTS_MAX_DAYS = 366;

export const staffInsightsQuerySchema = z.object({
  from: deskDate,
  to: deskDate,
  location: locationIdSchema.optional(),
});

export type UtilisationRow = {
  locationId: string;
  location: string;
  roomKey: string;
  room: string;
  /** Zurich date. */
  date: string;
  /** Opening minutes (content's hours; none on a closure day), blocked ones among them. */
  openMinutes: number;
  blockedMinutes: number;
  /** Open minus blocked. */
  availableMinutes: number;
  /** Minutes of confirmed bookings inside the available time (overlaps counted once). */
  bookedMinutes: number;
};

export type CountByDay = { date: string; byAppointment: number; byBooking: number };
export type AttendanceCounts = {
  bookings: number;
  cancelled: number;
  /** Confirmed bookings whose start has passed: the base of the no-show rate. */
  due: number;
  noShows: number;
};
export type MoneyWeek = {
  /** Monday (Zurich) of the week. */
  week: string;
  depositsCents: number;
  balancesOnlineCents: number;
  clinicCents: number;
  refundsCents: number;
  discountsCents: number;
};

export type StaffInsightsResponse = {
  from: string;
  to: string;
  /** The location asked for, or null: every location the member sees. */
  location: string | null;
  locations: { id: string; name: string }[];
  utilisation: UtilisationRow[];
  bookingsByDay: CountByDay[];
  leadTime: { bucket: LeadTimeBucket; bookings: number }[];
  leadTimeMedianDays: number | null;
  attendance: AttendanceCounts & {
    byWeek: (AttendanceCounts & { week: string })[];
    /** ISO weekday, 1 Monday … 7 Sunday. */
    byWeekday: (AttendanceCounts & { weekday: number })[];
    byHour: (AttendanceCounts & { hour: number })[];
  };
  money: MoneyWeek[];
  addOns: {
    bookings: number;
    withAddOn: number;
    byAddOn: { id: string; name: string; bookings: number }[];
  };
  discountCodes: { code: string; bookings: number; discountCents: number }[];
  waitlist: { offers: number; taken: number; expired: number; withdrawn: number; open: number };
  /** Every location only (step views are not per location): null with a location or for a member of some. */
  funnel: { steps: { step: FunnelStep; views: number }[]; holds: number; paid: number } | null;
  /**
   * SMS sent in the period, and the bookings with an appointment in the period with and without
   * an SMS reminder sent (docs/sms.md "For insights"), each with its no-shows.
   */
  smsReminders: {
    sent: number;
    withReminder: AttendanceCounts;
    withoutReminder: AttendanceCounts;
  };
};

export const LEAD_TIME_BUCKETS = ['0-1', '2-7', '8-14', '15-30', '31-60', '61+'] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number];

export const STAFF_INSIGHTS_ERROR_IDS = STAFF_LOCATION_ERROR_IDS;
