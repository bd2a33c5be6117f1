/**
 * POST /api/reservation/release { reservationId, email } -> 200 { released }: cancels the
 * booker's own pending hold when the booking changed after "Reserve" (or was reserved again),
 * so its room is free at once instead of after the hold time. Not in SPEC 7.
 * 200 { released: true } cancelled now; 200 { released: false } nothing held any more
 * (cancelled, expired, lapsed; idempotent); 404 unpaid-reservation-not-found for an unknown id
 * or another email; 409 unpaid-reservation-already-confirmed (paid, confirmed, or a payment
 * succeeded and not settled yet), payment-processing, partner-reservation-already-booked;
 * 400 invalid-request; 405 other methods.
 */
import type { PageConfig } from 'next';
import { defineRoute } from '@/server/http';
import { releaseDeps } from '@/server/deps';
import { releaseHold } from '@/server/hold-requests';
import { releaseRequestSchema, type ReleaseResponse } from '@/contracts/reservation-release';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'reservation/release', methods: ['POST'], request: releaseRequestSchema },
  { rateLimit: 'reservation-release', noStore: true },
  async (input): Promise<{ body: ReleaseResponse }> => ({
    body: await releaseHold(input, await releaseDeps()),
  }),
);
