/**
 * POST /api/booking/resend { token } -> { ok, sent, nextAt }: the confirmation email again
 * (docs/manage-booking.md); at most one a minute, and one per `Idempotency-Key` header.
 */
import type { PageConfig } from 'next';
import { resendRequestSchema } from '@/contracts/booking-resend';
import { resendAnswer } from '@/server/manage-link';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/resend', methods: ['POST'], request: resendRequestSchema },
  { rateLimit: 'booking-resend', noStore: true },
  async (input, { req }) => ({ body: await resendAnswer(input, await manageDeps(), req) }),
);
