/**
 * POST /api/waitlist/offer { token } -> { offer }: the held slot an offer link opens (reads
 * only). Contract: src/contracts/waitlist-offer.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { offerRequestSchema, type OfferResponse } from '@/contracts/waitlist-offer';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { offerView } from '@/server/waitlist/offer-link';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'waitlist/offer', methods: ['POST'], request: offerRequestSchema },
  { rateLimit: 'waitlist-link', noStore: true },
  async ({ token }): Promise<{ body: OfferResponse }> => ({
    body: { offer: await offerView(token, await manageDeps()) },
  }),
);
