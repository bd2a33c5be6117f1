/**
 * POST /api/payment/create-intent { reservationId, url, option } -> { clientSecret, provider,
 * publishableKey, amount }. The amount is computed here; an amount in the body is ignored.
 */
import type { PageConfig } from 'next';
import { z } from 'zod';
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { createIntentForReservation } from '@/server/payments/checkout';
import { checkoutDeps } from '@/server/payments/deps';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

const bodySchema = z.object({
  reservationId: z.uuid(),
  url: z.string().max(2000).optional(),
  option: z.enum(['deposit', 'full']).default('full'),
});

export default apiHandler('payment-create-intent', {
  POST: async (req, res) => {
    const body = await readJsonBody(req, res, bodySchema);
    if (!body) return;
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'payment-create-intent',
        limit: 20,
        windowSeconds: 60,
      }))
    )
      return;
    const created = await createIntentForReservation(body, await checkoutDeps());
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(created);
  },
});
