/**
 * POST /api/reservation/fetch-unpaid { id, email } or { id, token } -> { reservation }: a
 * pending, unexpired reservation for the payment page (the site's own client uses POST, so the
 * email stays out of URLs and access logs; GET ?id=&email= stays for compatibility). `token`
 * is the signed payment token of the payment email. Unknown id, wrong email and wrong token
 * answer alike: 404 unpaid-email-does-not-match.
 */
import type { PageConfig } from 'next';
import { fetchUnpaidRequestSchema } from '@/contracts/reservation-fetch-unpaid';
import { fetchUnpaidAnswer } from '@/server/reservations';
import { defineRoute } from '@/server/http';
import { provenBooker } from '@/server/reservations/lookups';
import { UNPAID_MISSING } from '@/contracts/error-ids';

// Our own body reading: malformed JSON must answer { error }, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'reservation/fetch-unpaid',
    methods: ['GET', 'POST'],
    request: fetchUnpaidRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  {
    rateLimit: 'reservation-fetch-unpaid',
    noStore: true,
    authorize: provenBooker,
  },
  async (_input, { caller }) => ({ body: fetchUnpaidAnswer(caller) }),
);
