/**
 * POST /api/booking/pay-balance { token } -> { clientSecret, provider, publishableKey, amount,
 * twint }: an intent for what is still due on a confirmed booking (issue 36).
 */
import type { PageConfig } from 'next';
import { payBalanceRequestSchema, type PayBalanceResponse } from '@/contracts/booking-pay-balance';
import { apiHandler } from '@/server/http';
import { payBalance } from '@/server/manage';
import { manageRequest } from '@/server/manage/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/pay-balance', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, payBalanceRequestSchema, 'booking-pay-balance');
    if (!request) return;
    const intent = await payBalance(request.body.token, request.deps);
    res.status(200).json(intent satisfies PayBalanceResponse);
  },
});
