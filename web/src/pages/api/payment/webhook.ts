/**
 * POST /api/payment/webhook: the provider's signed events. The body is read raw (the
 * signature covers the exact bytes), verified with STRIPE_WEBHOOK_SECRET, then handled once.
 */
import type { PageConfig } from 'next';
import { ApiError, apiHandler, readSignedBody } from '@/server/http';
import { getDb } from '@/server/db/client';
import { getPaymentProvider, WebhookSignatureError } from '@/server/payments';
import { ProviderUnavailableError } from '@/server/payments/provider';
import { handleWebhook } from '@/server/payments/webhook';
import { log } from '@/server/log';
import type { WebhookResponse } from '@/contracts/payment-webhook';
import { PROVIDER_ERROR, WEBHOOK_SIGNATURE_INVALID } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

const MAX_BODY_BYTES = 512 * 1024;

// Not defineRoute: Stripe signs the exact bytes, so the body is read raw, not parsed as JSON.
export default apiHandler(
  'payment-webhook',
  {
    POST: async (req, res) => {
      const { body, signature } = await readSignedBody(req, MAX_BODY_BYTES, 'stripe-signature');
      try {
        const result = await handleWebhook(body, signature, {
          db: await getDb(),
          provider: getPaymentProvider(),
        });
        res
          .status(200)
          .json({ received: true, duplicate: result.duplicate } satisfies WebhookResponse);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          log.warn(WEBHOOK_SIGNATURE_INVALID, { reason: err.message });
          throw new ApiError(400, WEBHOOK_SIGNATURE_INVALID);
        }
        if (err instanceof ProviderUnavailableError) throw new ApiError(502, PROVIDER_ERROR);
        throw err;
      }
    },
  },
  { signedWebhook: true },
); // signed by Stripe: exempt from the browser cross-site guard
