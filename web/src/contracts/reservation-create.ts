/**
 * POST /api/reservation/create (SPEC 7): a pending hold on a free room, or a booking
 * confirmed at once when nothing is due. Header `Idempotency-Key` (optional).
 */
import type { z } from 'zod';
import { createReservationBodySchema } from '@/shared/reservation-input';
import {
  ALREADY_BOOKED,
  BELOW_MINIMUM_AGE,
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_OTHER_CHECKUP,
  DISCOUNT_CODE_UNKNOWN,
  CANCELLATION_TERMS_NOT_ACCEPTED,
  CONFIRM_FAILED,
  HOLD_CHALLENGE_INVALID,
  HOLD_CHALLENGE_REQUIRED,
  HOLD_LIMIT_CLIENT,
  HOLD_LIMIT_EMAIL,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
  NAME_INVALID_CHARACTERS,
  PARTNER_ALREADY_BOOKED,
  PARTNER_EMAIL_NOT_ALLOWED,
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
  PAYMENT_PROCESSING,
  PHONE_INVALID,
  PROVIDER_ERROR,
  RESERVE_OTHER,
  SCREENING_PRECHECK_STOP,
  UNPAID_ALREADY_CONFIRMED,
  UNPAID_NOT_FOUND,
} from './error-ids';
import { RESERVE_SUCCESS, RESERVE_SUCCESS_NOTHING_DUE } from '@/contracts/error-ids';

export const createReservationRequestSchema = createReservationBodySchema;
export type CreateReservationRequest = z.input<typeof createReservationRequestSchema>;

/** 201. `paymentToken` proves the booker to the payment calls without the email. */
export type CreateReservationResponse = {
  reservation: {
    id: string;
    name: string;
    /** confirmed at once when nothing is due (result reserve-timeslot-success-with-downpayment). */
    status: 'pending' | 'confirmed';
    result: typeof RESERVE_SUCCESS | typeof RESERVE_SUCCESS_NOTHING_DUE;
    paymentToken: string;
  };
};

export const CREATE_RESERVATION_ERROR_IDS = [
  RESERVE_OTHER,
  ALREADY_BOOKED,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
  NAME_INVALID_CHARACTERS,
  PHONE_INVALID,
  SCREENING_PRECHECK_STOP,
  PARTNER_EMAIL_NOT_ALLOWED,
  PARTNER_ALREADY_BOOKED,
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
  CONFIRM_FAILED,
  UNPAID_ALREADY_CONFIRMED, // a released hold whose payment went through meanwhile
  UNPAID_NOT_FOUND,
  BELOW_MINIMUM_AGE,
  CANCELLATION_TERMS_NOT_ACCEPTED,
  PAYMENT_PROCESSING,
  PROVIDER_ERROR,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_UNKNOWN,
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_OTHER_CHECKUP,
  HOLD_LIMIT_EMAIL,
  HOLD_LIMIT_CLIENT,
  HOLD_CHALLENGE_REQUIRED,
  HOLD_CHALLENGE_INVALID,
] as const;
