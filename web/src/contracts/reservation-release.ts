/** POST /api/reservation/release { reservationId, email }: frees the booker's pending hold. */
import { bookerHoldSchema } from '@/shared/reservation-input';
import {
  PARTNER_ALREADY_BOOKED,
  PAYMENT_PROCESSING,
  PROVIDER_ERROR,
  UNPAID_ALREADY_CONFIRMED,
  UNPAID_NOT_FOUND,
} from './error-ids';

export const releaseRequestSchema = bookerHoldSchema;

/** released: false when the hold no longer held its room (idempotent). */
export type ReleaseResponse = { released: boolean };

export const RELEASE_ERROR_IDS = [
  UNPAID_NOT_FOUND,
  UNPAID_ALREADY_CONFIRMED,
  PARTNER_ALREADY_BOOKED,
  PAYMENT_PROCESSING,
  PROVIDER_ERROR,
] as const;
