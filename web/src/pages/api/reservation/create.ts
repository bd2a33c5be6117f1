/**
 * POST /api/reservation/create { reservationData, url } -> 201 { reservation: { id, name,
 * paymentToken } }: a pending hold on a free room; paymentToken (signed, server/tokens) proves
 * the booker to fetch-unpaid, fetch-data and create-intent. Failures answer { error } with a
 * catalogue id. Contract: src/contracts/reservation-create.ts.
 * With an `Idempotency-Key` header, a repeat of the same key within 24 h answers the same
 * reservation.
 * Holds are capped per email (409 hold-limit-email) and per client (429 hold-limit-client);
 * while the location sees a burst, a solved proof-of-work (`challenge`, from GET
 * /api/reservation/challenge) is needed: 428 hold-challenge-required, 403 hold-challenge-invalid.
 */
import type { PageConfig } from 'next';
import { paymentToken } from '@/server/tokens/payment';
import { clientKey, defineRoute } from '@/server/http';
import { clientHash } from '@/server/holds';
import { reservationDeps } from '@/server/deps';
import { createReservation } from '@/server/hold-requests';
import {
  createReservationRequestSchema,
  type CreateReservationResponse,
} from '@/contracts/reservation-create';
import { idempotencyKeyOf } from '@/server/manage-link/route';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'reservation/create', methods: ['POST'], request: createReservationRequestSchema },
  { rateLimit: 'reservation-create' },
  async (body, { req }): Promise<{ status: number; body: CreateReservationResponse }> => {
    const idempotencyKey = idempotencyKeyOf(req);
    const { challenge, ...input } = body;
    const reservation = await createReservation(
      { ...input, idempotencyKey, guard: { clientHash: clientHash(clientKey(req)), challenge } },
      await reservationDeps({ fresh: true }),
    );
    // Proves the booker to the payment calls without the email (server/tokens).
    const token = paymentToken({
      reservationId: reservation.id,
      email: body.reservationData.personalData.email,
      start: new Date(body.reservationData.timeSlotStart),
    });
    return { status: 201, body: { reservation: { ...reservation, paymentToken: token } } };
  },
);
