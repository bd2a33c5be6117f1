/**
 * POST /api/booking/confirmation { id, email } -> { booking }: the success page's view of a
 * booking (amount paid, balance due at the clinic, partner) and its .ics calendar file.
 * POST, not GET: the email must not end up in URLs and logs.
 */
import type { PageConfig } from 'next';
import { confirmationRequestSchema } from '@/contracts/booking-confirmation';
import { confirmationAnswer } from '@/server/confirmation';
import { defineRoute } from '@/server/http';
import { provenBooker } from '@/server/reservations/lookups';
import { UNPAID_MISSING } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'booking/confirmation',
    methods: ['POST'],
    request: confirmationRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  {
    rateLimit: 'booking-confirmation',
    noStore: true,
    authorize: provenBooker,
  },
  async (_input, { caller }) => ({ body: await confirmationAnswer(caller) }),
);
