/**
 * POST /api/booking/cancel { token } -> { booking, refundCents }: cancels by policy (issue 12),
 * frees the slot at once; the refund is carried out by a job with an idempotency key.
 */
import type { PageConfig } from 'next';
import { cancelRequestSchema, type CancelResponse } from '@/contracts/booking-cancel';
import { defineRoute } from '@/server/http';
import { cancelBooking } from '@/server/manage-link';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/cancel', methods: ['POST'], request: cancelRequestSchema },
  { rateLimit: 'booking-cancel', noStore: true },
  async ({ token }): Promise<{ body: CancelResponse }> => ({
    body: await cancelBooking(token, await manageDeps()),
  }),
);
