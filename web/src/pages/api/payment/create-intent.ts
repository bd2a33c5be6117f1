/**
 * POST /api/payment/create-intent { reservationId, email | token, url, option } -> {
 * clientSecret, provider, publishableKey, amount }. The amount is computed here; an amount in
 * the body is ignored. Only the booker gets a client secret: the booker's email or the signed
 * payment token the reservation step returned is required (400
 * unpaid-missing-reservation-id-or-email without; 404 unpaid-email-does-not-match when wrong).
 * The first intent extends the hold from Settings initialHoldMinutes to holdMinutes (once).
 */
import type { PageConfig } from 'next';
import { createIntentRequestSchema } from '@/contracts/payment-create-intent';
import { createIntentAnswer } from '@/server/payments/answers';
import { defineRoute } from '@/server/http';
import { provenBooker } from '@/server/reservations/lookups';
import { UNPAID_MISSING } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'payment-create-intent',
    methods: ['POST'],
    request: createIntentRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  {
    rateLimit: 'payment-create-intent',
    noStore: true,
    authorize: provenBooker,
  },
  async (input, { caller }) => ({ body: await createIntentAnswer(input, caller) }),
);
