/**
 * The manage-link API (issue 12): request schemas, the answer's shape and the error ids of
 * POST /api/booking/manage, /reschedule, /cancel and /resend, in one place. The handlers parse
 * with these schemas; the page imports the types only (no zod in the page bundle).
 */
import { z } from 'zod';
import type { PolicyRefusal } from '@/server/booking-policy/policy';

export { MANAGE_PATHS } from './paths';

/** The signed manage token (server/tokens, purpose 'manage'): opaque to the page. */
// Any string: what it is worth is decided by the server (401 booking-link-invalid), not the schema.
const token = z.string().min(1).max(2000);

export const manageRequestSchema = z.object({ token }).strict();
export const resendRequestSchema = manageRequestSchema;
export const cancelRequestSchema = manageRequestSchema;
export const rescheduleRequestSchema = z
  .object({
    token,
    timeSlotStart: z.iso.datetime({ offset: true }),
    /** Another location of the booking's check-up; absent = the same location. */
    locationSlug: z
      .string()
      .regex(/^[a-z0-9_]+$/)
      .optional(),
  })
  .strict();

export type ManageRequest = z.infer<typeof manageRequestSchema>;
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** Every error id these routes answer (en/de messages in the seed). */
export const MANAGE_ERROR_IDS = [
  'booking-link-invalid', // 401: tampered, expired or foreign token; nothing changes
  'booking-not-active',
  'booking-appointment-past',
  'booking-change-inside-minimum-notice',
  'booking-reschedule-window-closed',
  'booking-reschedule-limit-reached',
  'booking-reschedule-unpaid',
  'location-does-not-offer-checkup', // the new location lacks a booked service
  'reserve-timeslot-error-already-booked', // the new slot was taken meanwhile
] as const;
export type ManageErrorId = (typeof MANAGE_ERROR_IDS)[number] | PolicyRefusal;

export type Money = { label: string; cents: number };

/** The booking as the manage page shows it: read from the reservation's frozen snapshot. */
export type ManagedBooking = {
  reference: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  language: 'en' | 'de';
  /** ISO instants; the page shows them in Zurich time. */
  start: string;
  end: string;
  checkup: { slug: string; title: string };
  services: { slug: string; title: string }[];
  location: { slug: string; name: string; address: string; mapUrl: string };
  /** The booker, and for a two-person booking the partner (names only). */
  people: { firstName: string; lastName: string; role: 'booker' | 'partner' }[];
  /** True on the partner's own reservation (its own link; the check-up was prepaid by the booker). */
  isPartnersOwn: boolean;
  amounts: {
    lines: Money[];
    discounts: Money[];
    totalCents: number;
    paidCents: number;
    balanceCents: number;
  };
  calendar: { ics: string; google: string; outlook: string };
  policy: {
    reschedule:
      | { allowed: true; until: string; remainingAfter: number }
      | { allowed: false; reason: PolicyRefusal };
    cancel:
      | {
          allowed: true;
          free: boolean;
          refundCents: number;
          keptCents: number;
          /** The partner's share that stays with their appointment (two-person booking). */
          retainedCents: number;
          freeUntil: string;
        }
      | { allowed: false; reason: PolicyRefusal };
  };
  /** Where the booking may move: locations that offer the check-up and every booked service. */
  rescheduleLocations: { slug: string; name: string }[];
  /** First and last day a new slot may be on (Zurich dates: minimum notice, booking horizon). */
  rescheduleWindow: { firstDate: string; lastDate: string };
};

export type ManageAnswer = { booking: ManagedBooking };
export type CancelAnswer = { booking: ManagedBooking; refundCents: number };
