/**
 * GET /api/payment/dev-twint?secret=… -> the simulated TWINT app's approval page (HTML);
 * GET /api/payment/dev-twint?secret=…&decision=approve|decline -> 303 to where Stripe would
 * return the browser (docs/payments.md). Only while the dev provider is active (else 404).
 */
import { z } from 'zod';
import { PAYMENT_FAILED } from './error-ids';
import { devClientSecretSchema } from './payment-dev-pay';

export const devTwintQuerySchema = z.object({
  secret: devClientSecretSchema,
  decision: z.enum(['approve', 'decline']).optional(),
});

/** The approval page (text/html) or a 303 redirect: no JSON body on success. */
export type DevTwintResponse = string;

/** 404 an unknown secret, 409 an amount above TWINT's maximum; an invalid query is 400 invalid-request. */
export const DEV_TWINT_ERROR_IDS = [PAYMENT_FAILED] as const;
