/**
 * POST /api/payment/confirm { paymentIntentClientSecret } or { paymentIntentId } -> { result:
 * "payment-confirmation" | "payment-downpayment-pending" } or { error:
 * "payment-failed-or-canceled-by-user" }. Re-reads the intent from the provider; idempotent.
 */
import type { PageConfig } from 'next';
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { confirmPayment } from '@/server/payments/checkout';
import { checkoutDeps } from '@/server/payments/deps';
import { PAYMENT_FAILED } from '@/server/payments/errors';
import { confirmRequestSchema, type ConfirmResponse } from '@/contracts/payment-confirm';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

const bodySchema = confirmRequestSchema;

export default apiHandler('payment-confirm', {
  POST: async (req, res) => {
    const body = await readJsonBody(req, res, bodySchema, { errorId: PAYMENT_FAILED });
    if (!body) return;
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'payment-confirm',
        limit: 30,
        windowSeconds: 60,
      }))
    )
      return;
    const answer = await confirmPayment(body, await checkoutDeps());
    res.setHeader('Cache-Control', 'no-store');
    res.status(answer.status).json(answer.body satisfies ConfirmResponse);
  },
});
