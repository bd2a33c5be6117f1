/**
 * POST /api/booking/pay-balance { token } -> { clientSecret, provider, publishableKey, amount,
 * twint }: an intent for what is still due on a confirmed booking (issue 36).
 */
import type { PageConfig } from 'next';
import { payBalanceRequestSchema, type PayBalanceResponse } from '@/contracts/booking-pay-balance';
import { payBalance } from '@/server/manage-link';
import { manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'booking/pay-balance',
  'booking-pay-balance',
  payBalanceRequestSchema,
  async ({ token }, deps) => (await payBalance(token, deps)) satisfies PayBalanceResponse,
);
