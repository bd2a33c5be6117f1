/**
 * POST /api/payment/fetch-data { reservationId, email | token } -> what the payment page shows: the
 * amounts due now for deposit and full, the balance, the summary lines and the provider.
 */
import type { PageConfig } from 'next';
import { fetchDataRequestSchema } from '@/contracts/payment-fetch-data';
import { fetchDataAnswer } from '@/server/payments/answers';
import { defineRoute } from '@/server/http';
import { provenBooker } from '@/server/reservations/lookups';
import { UNPAID_MISSING } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'payment-fetch-data',
    methods: ['POST'],
    request: fetchDataRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  {
    rateLimit: 'payment-fetch-data',
    noStore: true,
    authorize: provenBooker,
  },
  async (_input, { caller }) => ({ body: await fetchDataAnswer(caller) }),
);
