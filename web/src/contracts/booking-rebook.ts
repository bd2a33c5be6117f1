/**
 * The "choose a new time" link a patient gets when a desk block hits their booking
 * (docs/staff-desk.md "Blocks"):
 *   POST /api/booking/rebook { token } -> the booking and, while the link is open, the free times;
 *   POST /api/booking/rebook { token, timeSlotStart } -> the booking moved there (once; the same
 *        answer when sent again; refused once the booking changed otherwise).
 * No minimum notice, no reschedule limit, no fee. The token travels in the body only, never in
 * an API URL (as the manage link's, docs/manage-booking.md).
 */
import { z } from 'zod';
import { BOOKING_LINK_INVALID, manageTokenSchema } from './booking-manage';
import {
  ALREADY_BOOKED,
  BOOKING_NOT_ACTIVE,
  REBOOK_LINK_STALE,
  RESERVE_OTHER,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
} from './error-ids';

export const rebookRequestSchema = z
  .object({
    token: manageTokenSchema,
    /** Absent: only look. */
    timeSlotStart: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export type RebookView = {
  /** open: a time may be chosen; done: chosen (chosenStart); stale: the booking changed since. */
  state: 'open' | 'done' | 'stale';
  reference: string;
  language: 'en' | 'de';
  firstName: string;
  locationName: string;
  /** The booking's time now (ISO). */
  start: string;
  end: string;
  chosenStart: string | null;
  /** Zurich days with their free starts (ISO with offset); empty unless open. */
  days: { date: string; slots: string[] }[];
};

export const REBOOK_ERROR_IDS = [
  BOOKING_LINK_INVALID,
  REBOOK_LINK_STALE,
  BOOKING_NOT_ACTIVE,
  ALREADY_BOOKED,
  RESERVE_OTHER,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
] as const;
