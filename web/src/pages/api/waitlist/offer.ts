/**
 * POST /api/waitlist/offer { token } -> { offer }: the held slot an offer link opens (reads
 * only). Contract: src/contracts/waitlist-offer.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { offerRequestSchema } from '@/contracts/waitlist-offer';
import { offerAnswer } from '@/server/waitlist/offer-link';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'waitlist/offer', methods: ['POST'], request: offerRequestSchema },
  { rateLimit: 'waitlist-link', noStore: true },
  async (input, { req }) => ({ body: await offerAnswer(input, await manageDeps(), req) }),
);
