/**
 * POST /api/payment/fetch-data { reservationId, email | token } -> what the payment page shows: the
 * amounts due now for deposit and full, the balance, the summary lines and the provider.
 */
import type { PageConfig } from 'next';
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { paymentPageData } from '@/server/payments/checkout';
import { checkoutDeps } from '@/server/payments/deps';
import { UNPAID_MISSING } from '@/server/reservations';
import { fetchDataRequestSchema, type FetchDataResponse } from '@/contracts/payment-fetch-data';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

const bodySchema = fetchDataRequestSchema;

export default apiHandler('payment-fetch-data', {
  POST: async (req, res) => {
    const body = await readJsonBody(req, res, bodySchema, { errorId: UNPAID_MISSING });
    if (!body) return;
    // Guessing ids with an email: limited per client.
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'payment-fetch-data',
        limit: 30,
        windowSeconds: 60,
      }))
    )
      return;
    const data = await paymentPageData(body, await checkoutDeps());
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(data satisfies FetchDataResponse);
  },
});
