/**
 * POST /api/booking/receipt { token, payment? } -> application/pdf: the statement of the booking
 * the manage token names, or one payment's receipt (docs/payments.md). A POST so the token never
 * lands in a URL or an access log.
 */
import type { PageConfig } from 'next';
import { receiptRequestSchema } from '@/contracts/booking-receipt';
import { defineRoute } from '@/server/http';
import { receiptAnswer } from '@/server/manage-link/receipt';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/receipt', methods: ['POST'], request: receiptRequestSchema },
  { rateLimit: 'booking-receipt', noStore: true },
  receiptAnswer,
);
