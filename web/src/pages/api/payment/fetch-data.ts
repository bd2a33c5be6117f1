/**
 * POST /api/payment/fetch-data { reservationId, email | token } -> what the payment page shows: the
 * amounts due now for deposit and full, the balance, the summary lines and the provider.
 */
import type { PageConfig } from 'next';
import { fetchDataRequestSchema, type FetchDataResponse } from '@/contracts/payment-fetch-data';
import { defineRoute } from '@/server/http';
import { paymentPageData } from '@/server/payments/checkout';
import { checkoutDeps } from '@/server/payments/deps';
import { UNPAID_MISSING } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'payment-fetch-data',
    methods: ['POST'],
    request: fetchDataRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  { rateLimit: 'payment-fetch-data', noStore: true },
  async (body): Promise<{ body: FetchDataResponse }> => ({
    body: await paymentPageData(body, await checkoutDeps()),
  }),
);
