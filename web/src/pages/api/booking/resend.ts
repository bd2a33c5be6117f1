/**
 * POST /api/booking/resend { token } -> { ok, sent, nextAt }: the confirmation email again
 * (issue 12); at most one a minute, and one per `Idempotency-Key` header.
 */
import type { PageConfig } from 'next';
import { resendRequestSchema, type ResendResponse } from '@/contracts/booking-resend';
import { resendConfirmation } from '@/server/manage-link';
import { idempotencyKeyOf, manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'booking/resend',
  'booking-resend',
  resendRequestSchema,
  async ({ token }, deps, req) => {
    const { sent, nextAt } = await resendConfirmation(token, deps, idempotencyKeyOf(req));
    return { ok: true, sent, nextAt: nextAt.toISOString() } satisfies ResendResponse;
  },
);
