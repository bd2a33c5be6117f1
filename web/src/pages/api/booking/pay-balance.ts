/**
 * POST /api/booking/pay-balance { token } -> { clientSecret, provider, publishableKey, amount,
 * twint }: an intent for what is still due on a confirmed booking (issue 36).
 */
import type { PageConfig } from 'next';
import { payBalanceRequestSchema, type PayBalanceResponse } from '@/contracts/booking-pay-balance';
import { defineRoute } from '@/server/http';
import { payBalance } from '@/server/manage-link';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/pay-balance', methods: ['POST'], request: payBalanceRequestSchema },
  { rateLimit: 'booking-pay-balance', noStore: true },
  async ({ token }): Promise<{ body: PayBalanceResponse }> => ({
    body: await payBalance(token, await manageDeps()),
  }),
);
