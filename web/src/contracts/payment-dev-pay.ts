/**
 * POST /api/payment/dev-pay { clientSecret, cardNumber } -> { redirectUrl, redirectStatus }:
 * the dev provider's test card form. Any other provider answers 404 `not-found` (the route
 * does not exist then; not a catalogue id).
 */
import { z } from 'zod';
import { PAYMENT_FAILED } from './error-ids';

export const devPayRequestSchema = z.object({
  clientSecret: z.string().trim().min(1).max(300),
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/),
});
export type DevPayRequest = z.input<typeof devPayRequestSchema>;

/** redirectUrl: /{locale}/payment-return?payment_intent=… like Stripe's return. */
export type DevPayResponse = { redirectUrl: string; redirectStatus: 'succeeded' | 'failed' };

/** An invalid body and an unknown client secret answer this id too (400 / 404). */
export const DEV_PAY_ERROR_IDS = [PAYMENT_FAILED] as const;
export type DevPayErrorId = (typeof DEV_PAY_ERROR_IDS)[number];
/** Only while another provider than the dev one is active: the route is absent. */
export const DEV_PAY_ABSENT = 'not-found';
