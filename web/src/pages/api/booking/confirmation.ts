/**
 * POST /api/booking/confirmation { id, email } -> { booking }: the success page's view of a
 * booking (amount paid, balance due at the clinic, partner) and its .ics calendar file.
 * POST, not GET: the email must not end up in URLs and logs.
 */
import type { PageConfig } from 'next';
import { getDb } from '@/server/db/client';
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { bookingConfirmation } from '@/server/confirmation';
import { UNPAID_MISSING } from '@/server/reservations';
import {
  confirmationRequestSchema,
  type ConfirmationResponse,
} from '@/contracts/booking-confirmation';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

const bodySchema = confirmationRequestSchema;

export default apiHandler('booking/confirmation', {
  POST: async (req, res) => {
    const body = await readJsonBody(req, res, bodySchema, { errorId: UNPAID_MISSING });
    if (!body) return;
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'booking-confirmation',
        limit: 30,
        windowSeconds: 60,
      }))
    )
      return;
    const booking = await bookingConfirmation(body, { db: await getDb(), now: new Date() });
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ booking } satisfies ConfirmationResponse);
  },
});
