/**
 * POST /api/waitlist/offer { token } -> { offer }: the held slot an offer link opens (reads
 * only). Contract: src/contracts/waitlist-offer.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { offerRequestSchema, type OfferResponse } from '@/contracts/waitlist-offer';
import { apiHandler } from '@/server/http';
import { offerView } from '@/server/waitlist/offer-link';
import { waitlistRequest } from '@/server/waitlist/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('waitlist/offer', {
  POST: async (req, res) => {
    const request = await waitlistRequest(req, res, offerRequestSchema, 'waitlist-link');
    if (!request) return;
    const offer = await offerView(request.body.token, request.deps);
    res.status(200).json({ offer } satisfies OfferResponse);
  },
});
