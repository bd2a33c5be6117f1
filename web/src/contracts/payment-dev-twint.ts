/**
 * GET /api/payment/dev-twint?secret=… -> the simulated TWINT app's approval page (HTML);
 * GET /api/payment/dev-twint?secret=…&decision=approve|decline -> 303 to where Stripe would
 * return the browser (issue 36.2). Only while the dev provider is active (else 404).
 */
import { z } from 'zod';
import { PAYMENT_FAILED } from './error-ids';

export const devTwintQuerySchema = z.object({
  secret: z.string().trim().min(1).max(300),
  decision: z.enum(['approve', 'decline']).optional(),
});
export type DevTwintQuery = z.input<typeof devTwintQuerySchema>;

/** The approval page (text/html) or a 303 redirect: no JSON body on success. */
export type DevTwintResponse = string;

/** 400 an invalid query, 404 an unknown secret, 409 an amount above TWINT's maximum. */
export const DEV_TWINT_ERROR_IDS = [PAYMENT_FAILED] as const;
export type DevTwintErrorId = (typeof DEV_TWINT_ERROR_IDS)[number];
