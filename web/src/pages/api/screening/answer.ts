/** POST /api/screening/answer { token, key, value, detail? } -> { progress, outcome }: one answer saved. */
import type { PageConfig } from 'next';
import {
  screeningAnswerRequestSchema,
  type ScreeningAnswerResponse,
} from '@/contracts/screening-answer';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { answerScreening } from '@/server/screening';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'screening/answer', methods: ['POST'], request: screeningAnswerRequestSchema },
  { rateLimit: 'screening-answer', noStore: true },
  async (input) => ({
    body: (await answerScreening(input, await manageDeps())) satisfies ScreeningAnswerResponse,
  }),
);
