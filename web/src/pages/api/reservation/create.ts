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
import { createReservationRequestSchema } from '@/contracts/reservation-create';
import { defineRoute } from '@/server/http';
import { createReservationAnswer } from '@/server/hold-requests';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'reservation/create', methods: ['POST'], request: createReservationRequestSchema },
  { rateLimit: 'reservation-create' },
  createReservationAnswer,
);
