/**
 * GET /api/payment/payment-data: the price summary of a selection (SPEC 7 "Payment data
 * call"), computed on the server from fresh content. Display only: the amount charged is fixed
 * when the reservation is created. In draft preview (Next's draft mode, docs/preview.md) it
 * prices with the draft content, as the page's cards show it; every other request, published.
 */
import type { PageConfig } from 'next';
import { ApiError, defineRoute } from '@/server/http';
import { paymentDataQuerySchema, type PaymentDataResponse } from '@/contracts/payment-payment-data';
import { withDraftReadsIn } from '@/server/content/draftScope';
import { PricingError } from '@/server/pricing/compute';
import { quote } from '@/server/pricing/quote';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'payment-data', methods: ['GET'], request: paymentDataQuerySchema },
  // Only a request that names a discount code counts (guessing codes).
  { rateLimit: (q) => (q.discountCode ? 'payment-data-code' : undefined), noStore: true },
  async (q, { req }): Promise<{ body: PaymentDataResponse }> => {
    try {
      const { paymentData, paymentDataDiscounted, discounts } = await withDraftReadsIn(req, () =>
        quote(q),
      );
      return { body: { paymentData, paymentDataDiscounted, discounts } };
    } catch (err) {
      if (err instanceof PricingError) throw new ApiError(400, err.errorId);
      throw err;
    }
  },
);
