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
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { releaseDeps } from '@/server/deps';
import { releaseHold } from '@/server/reservations';
import { releaseRequestSchema, type ReleaseResponse } from '@/contracts/reservation-release';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

/** Like the other lookups by id + email. */
const LIMIT = { bucket: 'reservation-release', limit: 20, windowSeconds: 60 };

export default apiHandler('reservation/release', {
  POST: async (req, res) => {
    if (!(await enforceRateLimit(req, res, LIMIT))) return;
    const body = await readJsonBody(req, res, releaseRequestSchema);
    if (!body) return;
    const result = await releaseHold(body, await releaseDeps());
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(result satisfies ReleaseResponse);
  },
});
