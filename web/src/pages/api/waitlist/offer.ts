/**
 * POST /api/waitlist/offer { token } -> { offer }: the held slot an offer link opens (reads
 * only). Contract: src/contracts/waitlist-offer.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { offerRequestSchema, type OfferResponse } from '@/contracts/waitlist-offer';
import { manageLinkRoute } from '@/server/manage-link/route';
import { offerView } from '@/server/waitlist/offer-link';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'waitlist/offer',
  'waitlist-link',
  offerRequestSchema,
  async ({ token }, deps) => ({ offer: await offerView(token, deps) }) satisfies OfferResponse,
);
