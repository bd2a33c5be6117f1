/**
 * POST /api/payment/confirm { paymentIntentClientSecret } or { paymentIntentId } -> { result:
 * "payment-confirmation" | "payment-downpayment-pending" } or { error:
 * "payment-failed-or-canceled-by-user" }. Re-reads the intent from the provider; idempotent.
 */
import type { PageConfig } from 'next';
import { confirmRequestSchema, type ConfirmResponse } from '@/contracts/payment-confirm';
import { defineRoute } from '@/server/http';
import { confirmPayment } from '@/server/payments/checkout';
import { checkoutDeps } from '@/server/payments/deps';
import { PAYMENT_FAILED } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'payment-confirm',
    methods: ['POST'],
    request: confirmRequestSchema,
    invalidRequest: PAYMENT_FAILED,
  },
  { rateLimit: 'payment-confirm', noStore: true },
  async (body): Promise<{ status: number; body: ConfirmResponse }> =>
    confirmPayment(body, await checkoutDeps()),
);
