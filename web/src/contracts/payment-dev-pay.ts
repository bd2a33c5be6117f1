/**
 * POST /api/payment/dev-pay { clientSecret, cardNumber } -> { redirectUrl, redirectStatus }:
 * the dev provider's test card form. Any other provider answers 404 `not-found` (the route
 * does not exist then; not a catalogue id).
 */
import { z } from 'zod';
import { PAYMENT_FAILED } from './error-ids';
import { DEV_PAY_ABSENT } from './error-ids';

export { DEV_PAY_ABSENT };

/**
 * A client secret in the dev provider's shape (`pi_dev_<hex>_secret_<hex>`, server/payments/dev.ts):
 * letters, digits and `_`, at most 300. Nothing else reaches the lookup: a NUL byte, which the
 * database refuses in text, answered 500 before.
 */
export const devClientSecretSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,300}$/);

export const devPayRequestSchema = z.object({
  clientSecret: devClientSecretSchema,
  // Digits, with the spaces or dashes people type between them.
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d -]{12,23}$/),
});

/** redirectUrl: /{locale}/payment-return?payment_intent=… like Stripe's return. */
export type DevPayResponse = { redirectUrl: string; redirectStatus: 'succeeded' | 'failed' };

/** 404 an unknown client secret; an invalid body is 400 invalid-request. */
export const DEV_PAY_ERROR_IDS = [PAYMENT_FAILED] as const;
