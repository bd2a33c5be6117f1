/**
 * POST /api/screening/pdf { token } -> application/pdf: the signed questionnaire and consent
 * (docs/screening.md "The signed copy"). A POST so the token never lands in a URL or a log.
 */
import type { PageConfig } from 'next';
import { screeningPdfRequestSchema } from '@/contracts/screening-pdf';
import { defineRoute } from '@/server/http';
import { screeningPdfAnswer } from '@/server/screening';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'screening/pdf', methods: ['POST'], request: screeningPdfRequestSchema },
  { rateLimit: 'screening', noStore: true },
  ({ token }) => screeningPdfAnswer(token),
);
