/** POST /api/screening/open { token } -> { screening } (docs/screening.md "The patient's questionnaire"). */
import type { PageConfig } from 'next';
import { screeningOpenRequestSchema, type ScreeningOpenResponse } from '@/contracts/screening-open';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { openScreening } from '@/server/screening';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'screening/open', methods: ['POST'], request: screeningOpenRequestSchema },
  { rateLimit: 'screening', noStore: true },
  async ({ token }) => ({
    body: {
      screening: await openScreening(token, await manageDeps()),
    } satisfies ScreeningOpenResponse,
  }),
);
