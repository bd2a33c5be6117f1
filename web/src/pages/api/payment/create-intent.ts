/**
 * POST /api/payment/create-intent { reservationId, email | token, url, option } -> {
 * clientSecret, provider, publishableKey, amount }. The amount is computed here; an amount in
 * the body is ignored. Only the booker gets a client secret: the booker's email or the signed
 * payment token the reservation step returned is required (400
 * unpaid-missing-reservation-id-or-email without; 404 unpaid-email-does-not-match when wrong).
 * The first intent extends the hold from Settings initialHoldMinutes to holdMinutes (once).
 */
import type { PageConfig } from 'next';
import {
  createIntentRequestSchema,
  type CreateIntentResponse,
} from '@/contracts/payment-create-intent';
import { getSiteSettings } from '@/server/content';
import { extendHoldForPayment } from '@/server/holds';
import { defineRoute } from '@/server/http';
import { createIntentForReservation } from '@/server/payments/checkout';
import { checkoutDeps } from '@/server/payments/deps';
import { reservationForBooker } from '@/server/reservations';
import { UNPAID_MISSING } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'payment-create-intent',
    methods: ['POST'],
    request: createIntentRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  { rateLimit: 'payment-create-intent', noStore: true },
  async (body): Promise<{ body: CreateIntentResponse }> => {
    const deps = await checkoutDeps();
    await reservationForBooker(body.reservationId, body, { db: deps.db, now: new Date() });
    const created = await createIntentForReservation(body, deps);
    // The visitor is paying: the short hold gets the payment's time, once (server/holds/extend.ts).
    await extendHoldForPayment(deps.db, body.reservationId, (await getSiteSettings()).holdMinutes);
    return { body: created };
  },
);
