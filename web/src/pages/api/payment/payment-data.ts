/**
 * GET /api/payment/payment-data: the price summary of a selection (SPEC 7 "Payment data
 * call"), computed on the server from fresh content. Display only: the amount charged is fixed
 * when the reservation is created.
 */
import type { PageConfig } from 'next';
import { z } from 'zod';
import { ApiError, apiHandler, enforceRateLimit, parseQuery, queryList } from '@/server/http';
import { PricingError } from '@/server/pricing/compute';
import { quote } from '@/server/pricing/quote';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

const querySchema = z.object({
  checkupSlug: z.string().regex(/^[a-z0-9_]+$/),
  locationSlug: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .optional()
    .transform((v) => v || null),
  discountCode: z
    .string()
    .max(64)
    .optional()
    .transform((v) => v?.trim() || null),
  services: queryList,
  isPartnerBooking: flag,
  isPartnerCurrentlyBooking: flag,
  language: z.enum(['en', 'de']).default('de'),
});

/** Valid or not is an answer: guessing discount codes is limited per client. */
const CODE_LIMIT = { bucket: 'payment-data-code', limit: 30, windowSeconds: 60 };

export default apiHandler('payment-data', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    if (q.discountCode && !(await enforceRateLimit(req, res, CODE_LIMIT))) return;
    try {
      const result = await quote(q);
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).json({
        paymentData: result.paymentData,
        paymentDataDiscounted: result.paymentDataDiscounted,
        discounts: result.discounts,
      });
    } catch (err) {
      if (err instanceof PricingError) throw new ApiError(400, err.errorId);
      throw err;
    }
  },
});
