/**
 * POST /api/booking/manage { token } -> { booking }: the manage page's booking (docs/manage-booking.md).
 * Also the manage-link routes' shared shapes: the token, and the booking as the page shows it
 * (booking-reschedule, booking-cancel and booking-resend import them from here).
 */
import { z } from 'zod';
import type { CancelAnswer, PolicyRefusal, RescheduleAnswer } from '@/shared/booking-policy';
import type { IsoDates } from './common';
export { BOOKING_LINK_INVALID };
import {
  BOOKING_APPOINTMENT_PAST,
  BOOKING_CHANGE_INSIDE_NOTICE,
  BOOKING_LINK_INVALID,
  BOOKING_NOT_ACTIVE,
  BOOKING_RESCHEDULE_LIMIT_REACHED,
  BOOKING_RESCHEDULE_UNPAID,
  BOOKING_RESCHEDULE_WINDOW_CLOSED,
} from './error-ids';

/** The signed manage token (server/tokens, purpose 'manage'): opaque to the page. */
// Any string: what it is worth is decided by the server (401 booking-link-invalid), not the schema.
export const manageTokenSchema = z.string().min(1).max(2000);

export const manageRequestSchema = z.object({ token: manageTokenSchema }).strict();
export type ManageRequest = z.input<typeof manageRequestSchema>;

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
    /** Nothing is due on a cancelled or lapsed booking. */
    balanceCents: number;
    /** Payments online: the first (deposit or full) and the balance paid later (docs/payments.md). */
    /** `id` names the payment for its own receipt (POST /api/booking/receipt { payment }). */
    payments?: {
      id: string;
      kind: 'first' | 'balance';
      cents: number;
      at: string;
      method?: string | null;
    }[];
    /**
     * Money given back, with what was kept and when (docs/manage-booking.md): a cancellation, or a payment
     * that should not have been taken (a second one, one that lost its slot, docs/payments.md).
     */
    refunds: {
      cents: number;
      keptCents: number;
      at: string;
      status: 'requested' | 'succeeded';
      reason: 'cancellation' | 'payment-not-taken';
    }[];
  };
  calendar: { ics: string; google: string; outlook: string };
  /** The booking policy's answers (shared/booking-policy.ts), times as ISO instants. */
  policy: { reschedule: IsoDates<RescheduleAnswer>; cancel: IsoDates<CancelAnswer> };
  /** Where the booking may move: locations that offer the check-up and every booked service. */
  rescheduleLocations: { slug: string; name: string }[];
  /** First and last day a new slot may be on (Zurich dates: minimum notice, booking horizon). */
  rescheduleWindow: { firstDate: string; lastDate: string };
};

export type ManageResponse = { booking: ManagedBooking };

/** The policy's refusals (shared/booking-policy.ts), answered 409 by reschedule, cancel and resend. */
export const POLICY_REFUSAL_IDS = [
  BOOKING_NOT_ACTIVE,
  BOOKING_APPOINTMENT_PAST,
  BOOKING_CHANGE_INSIDE_NOTICE,
  BOOKING_RESCHEDULE_WINDOW_CLOSED,
  BOOKING_RESCHEDULE_LIMIT_REACHED,
  BOOKING_RESCHEDULE_UNPAID,
] as const satisfies readonly PolicyRefusal[];

export const MANAGE_ERROR_IDS = [BOOKING_LINK_INVALID] as const;
