/**
 * POST /api/booking/cancel { token } -> { booking, refundCents }: cancels by policy (issue 12),
 * frees the slot at once; the refund is carried out by a job with an idempotency key.
 */
import type { PageConfig } from 'next';
import { cancelRequestSchema, type CancelResponse } from '@/contracts/booking-cancel';
import { apiHandler } from '@/server/http';
import { cancelBooking } from '@/server/manage';
import { manageRequest } from '@/server/manage/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/cancel', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, cancelRequestSchema, 'booking-cancel');
    if (!request) return;
    const answer = await cancelBooking(request.body.token, request.deps);
    res.status(200).json(answer satisfies CancelResponse);
  },
});
