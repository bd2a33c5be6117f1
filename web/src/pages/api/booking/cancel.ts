/**
 * POST /api/booking/cancel { token } -> { booking, refundCents }: cancels by policy (docs/manage-booking.md),
 * frees the slot at once; the refund is carried out by a job with an idempotency key.
 */
import type { PageConfig } from 'next';
import { cancelRequestSchema } from '@/contracts/booking-cancel';
import { cancelAnswer } from '@/server/manage-link';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/cancel', methods: ['POST'], request: cancelRequestSchema },
  { rateLimit: 'booking-cancel', noStore: true },
  async (input, { req }) => ({ body: await cancelAnswer(input, await manageDeps(), req) }),
);
