/**
 * POST /api/staff/book { reservationData, reason?, payment: link | at-clinic,
 * acceptLateCancellation? } -> 201 the booking made for a caller: the site's catalogue, price,
 * rules and hold (docs/staff-desk.md, "Book for a caller"). `link`: a hold the patient pays
 * through the emailed link; `at-clinic`: confirmed now, the total due at the clinic.
 */
import { z } from 'zod';
import { reservationDataSchema } from '@/shared/reservation-input';
import { optionalReasonSchema, STAFF_ROUTE_ERROR_IDS } from './staff';
import {
  ALREADY_BOOKED,
  CONFIRM_FAILED,
  DISCOUNT_CODE_INVALID,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
  NAME_INVALID_CHARACTERS,
  PARTNER_ALREADY_BOOKED,
  PARTNER_EMAIL_NOT_ALLOWED,
  PHONE_INVALID,
  RESERVE_OTHER,
  STAFF_REASON_REQUIRED,
} from '@/contracts/error-ids';

export const BOOK_PAYMENTS = ['link', 'at-clinic'] as const;

export const staffBookRequestSchema = z.object({
  reservationData: reservationDataSchema,
  /**
   * Why: required (400 staff-reason-required) for an override, a slot inside the visitor's
   * minimum notice (a walk-in) or payment at the clinic; optional otherwise.
   */
  reason: optionalReasonSchema,
  payment: z.enum(BOOK_PAYMENTS),
  /** The caller was told a slot inside the free-cancellation window is not free to cancel. */
  acceptLateCancellation: z.boolean().optional(),
});

export type StaffBookResponse = {
  reservation: {
    id: string;
    /** The reference, e.g. "ZUR-7K3M-Q9". */
    name: string;
    status: 'pending' | 'confirmed';
    totalCents: number;
    /** Until when a `link` hold waits for the payment; null once confirmed. */
    holdExpiresAt: string | null;
  };
};

export const STAFF_BOOK_ERROR_IDS = [
  ...STAFF_ROUTE_ERROR_IDS,
  STAFF_REASON_REQUIRED,
  ALREADY_BOOKED,
  RESERVE_OTHER,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
  DISCOUNT_CODE_INVALID,
  'below-minimum-age',
  'cancellation-terms-not-accepted',
  'hold-limit-email',
  PARTNER_EMAIL_NOT_ALLOWED,
  PARTNER_ALREADY_BOOKED,
  NAME_INVALID_CHARACTERS,
  PHONE_INVALID,
  CONFIRM_FAILED,
] as const;
