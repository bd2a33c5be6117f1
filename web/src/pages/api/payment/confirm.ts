/**
 * POST /api/payment/confirm { paymentIntentClientSecret } or { paymentIntentId } -> { result:
 * "payment-confirmation" | "payment-downpayment-pending" } or { error:
 * "payment-failed-or-canceled-by-user" }. Re-reads the intent from the provider; idempotent.
 */
import { z } from 'zod';
import { apiHandler, enforceRateLimit, parseBody } from '@/server/http';
import { confirmPayment } from '@/server/payments/checkout';
import { checkoutDeps } from '@/server/payments/deps';
import { PAYMENT_FAILED } from '@/server/payments/errors';

const token = z.string().trim().min(1).max(300);
const bodySchema = z
  .object({ paymentIntentClientSecret: token.optional(), paymentIntentId: token.optional() })
  .refine((b) => b.paymentIntentClientSecret || b.paymentIntentId);

export default apiHandler('payment-confirm', {
  POST: async (req, res) => {
    const body = parseBody(req, res, bodySchema, PAYMENT_FAILED);
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
    res.status(answer.status).json(answer.body);
  },
});
