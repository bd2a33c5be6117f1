/**
 * POST /api/booking/pay-balance { token } -> { clientSecret, provider, publishableKey, amount,
 * twint }: an intent for what is still due on a confirmed booking (docs/payments.md).
 */
import type { PageConfig } from 'next';
import { payBalanceRequestSchema } from '@/contracts/booking-pay-balance';
import { payBalanceAnswer } from '@/server/manage-link';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/pay-balance', methods: ['POST'], request: payBalanceRequestSchema },
  { rateLimit: 'booking-pay-balance', noStore: true },
  async (input, { req }) => ({ body: await payBalanceAnswer(input, await manageDeps(), req) }),
);
