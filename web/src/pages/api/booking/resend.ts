/**
 * POST /api/booking/resend { token } -> { ok, sent, nextAt }: the confirmation email again
 * (issue 12); at most one a minute, and one per `Idempotency-Key` header.
 */
import type { PageConfig } from 'next';
import { resendRequestSchema, type ResendResponse } from '@/contracts/booking-resend';
import { defineRoute } from '@/server/http';
import { resendConfirmation } from '@/server/manage-link';
import { idempotencyKeyOf, manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/resend', methods: ['POST'], request: resendRequestSchema },
  { rateLimit: 'booking-resend', noStore: true },
  async ({ token }, { req }): Promise<{ body: ResendResponse }> => {
    const { sent, nextAt } = await resendConfirmation(
      token,
      await manageDeps(),
      idempotencyKeyOf(req),
    );
    return { body: { ok: true, sent, nextAt: nextAt.toISOString() } };
  },
);
