/** POST /api/screening/sign { token, fullName, signedOn, agreed, incidentalFindings?, variant } -> { screening }. */
import type { PageConfig } from 'next';
import { screeningSignRequestSchema, type ScreeningSignResponse } from '@/contracts/screening-sign';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { signScreening } from '@/server/screening';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'screening/sign', methods: ['POST'], request: screeningSignRequestSchema },
  { rateLimit: 'screening', noStore: true },
  async (input) => ({
    body: {
      screening: await signScreening(input, await manageDeps()),
    } satisfies ScreeningSignResponse,
  }),
);
