/**
 * POST /api/booking/pay-balance { token } -> { clientSecret, provider, publishableKey, amount,
 * twint }: an intent for what is still due on a confirmed booking (docs/payments.md).
 */
import type { PageConfig } from 'next';
import { payBalanceRequestSchema } from '@/contracts/booking-pay-balance';
import { payBalanceAnswer } from '@/server/manage-link';
import { manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute('booking/pay-balance', payBalanceRequestSchema, payBalanceAnswer);
