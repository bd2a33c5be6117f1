/**
 * POST /api/payment/dev-pay { clientSecret, cardNumber } -> { redirectUrl }: the dev
 * provider's test card form. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 * The outcome is settled at once, in the transaction that records the payment (the dev
 * provider's stand-in for Stripe's webhook), and the
 * browser returns like from Stripe: /{locale}/payment-return?payment_intent=...
 * (a balance: back to the manage page). Exists only while the dev provider is active.
 */
import type { PageConfig } from 'next';
import { ApiError, apiHandler, enforceRateLimit, rateLimitRule, readJsonBody } from '@/server/http';
import { getPaymentProvider, isDevProvider } from '@/server/payments';
import { devReturn, devSettle } from '@/server/payments/dev-return';
import {
  DEV_PAY_ABSENT,
  devPayRequestSchema,
  type DevPayResponse,
} from '@/contracts/payment-dev-pay';
import { PAYMENT_FAILED } from '@/contracts/error-ids';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

// Not defineRoute: the route is absent (404) unless the dev provider is active, whatever the body.
export default apiHandler('payment-dev-pay', {
  POST: async (req, res) => {
    const provider = getPaymentProvider();
    if (!isDevProvider(provider)) throw new ApiError(404, DEV_PAY_ABSENT);
    const body = await readJsonBody(req, res, devPayRequestSchema, { errorId: PAYMENT_FAILED });
    if (!body) return;
    if (!(await enforceRateLimit(req, res, rateLimitRule('payment-dev-pay')))) return;
    // The payment and its settlement (confirmation + announcement jobs) commit together.
    const outcome = await provider.pay(body.clientSecret, body.cardNumber, devSettle(provider));
    if (!outcome) throw new ApiError(404, PAYMENT_FAILED);
    res.status(200).json({
      redirectUrl: await devReturn(provider, outcome),
      redirectStatus: outcome.redirectStatus,
    } satisfies DevPayResponse);
  },
});
