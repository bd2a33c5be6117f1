/**
 * POST /api/booking/pay-balance { token } -> the intent for what is still due (docs/payments.md): the
 * manage page pays it with the provider's form (the dev card or TWINT stand-in, or Stripe's
 * Payment Element) and returns to the manage page, which confirms it like /payment-return.
 */
import { BOOKING_LINK_INVALID, manageRequestSchema } from './booking-manage';
import type { BalanceIntent } from '@/server/payments/balance';
import { BALANCE_NOTHING_DUE, BOOKING_NOT_ACTIVE, PROVIDER_ERROR } from '@/contracts/error-ids';

export const payBalanceRequestSchema = manageRequestSchema;

/** Francs in `amount`; `twint.offered: false` above Stripe's TWINT maximum (card only). */
export type PayBalanceResponse = BalanceIntent;

/** 409 booking-not-active (not confirmed), 409 balance-nothing-due, 502 error-stripe-payment. */
export const PAY_BALANCE_ERROR_IDS = [
  BOOKING_LINK_INVALID,
  BOOKING_NOT_ACTIVE,
  BALANCE_NOTHING_DUE,
  PROVIDER_ERROR,
] as const;
