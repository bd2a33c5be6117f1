/**
 * POST /api/payment/dev-pay { clientSecret, cardNumber } -> { redirectUrl }: the dev
 * provider's test card form. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 * The outcome is settled at once, in the transaction that records the payment (the dev
 * provider's stand-in for Stripe's webhook), and the
 * browser returns like from Stripe: /{locale}/payment-return?payment_intent=...
 * (a balance: back to the manage page). Exists only while the dev provider is active.
 */
import type { PageConfig } from 'next';
import { ApiError, defineRoute } from '@/server/http';
import { activeDevProvider, devReturn, devSettle } from '@/server/payments/dev-return';
import { devPayRequestSchema, type DevPayResponse } from '@/contracts/payment-dev-pay';
import { PAYMENT_FAILED } from '@/contracts/error-ids';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'payment-dev-pay',
    methods: ['POST'],
    request: devPayRequestSchema,
  },
  // Absent (404) unless the dev provider is active, whatever the body; limited once it is read.
  { before: activeDevProvider, rateLimit: () => 'payment-dev-pay' },
  async (body): Promise<{ body: DevPayResponse }> => {
    const provider = activeDevProvider();
    // The payment and its settlement (confirmation + announcement jobs) commit together.
    const outcome = await provider.pay(body.clientSecret, body.cardNumber, devSettle(provider));
    if (!outcome) throw new ApiError(404, PAYMENT_FAILED);
    const redirectUrl = await devReturn(provider, outcome);
    return { body: { redirectUrl, redirectStatus: outcome.redirectStatus } };
  },
);
