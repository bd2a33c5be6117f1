/**
 * POST /api/booking/resend { token } -> { ok, sent, nextAt }: the confirmation email again
 * (issue 12); at most one a minute, and one per `Idempotency-Key` header.
 */
import type { PageConfig } from 'next';
import { resendRequestSchema, type ResendResponse } from '@/contracts/booking-resend';
import { apiHandler } from '@/server/http';
import { resendConfirmation } from '@/server/manage';
import { idempotencyKeyOf, manageRequest } from '@/server/manage/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/resend', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, resendRequestSchema, 'booking-resend');
    if (!request) return;
    const { sent, nextAt } = await resendConfirmation(
      request.body.token,
      request.deps,
      idempotencyKeyOf(req),
    );
    res.status(200).json({ ok: true, sent, nextAt: nextAt.toISOString() } satisfies ResendResponse);
  },
});
