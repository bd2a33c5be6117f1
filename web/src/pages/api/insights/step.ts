/**
 * POST /api/insights/step { step } -> 204: a booking step was viewed (contracts/insights-step.ts,
 * docs/staff-desk.md "Insights"). Counted per day without the visitor: no cookie is read, no
 * person or client kept (the rate limit's window is the site's usual one).
 */
import type { PageConfig } from 'next';
import { insightsStepRequestSchema } from '@/contracts/insights-step';
import { getDb } from '@/server/db/client';
import { defineRoute } from '@/server/http';
import { countStepView } from '@/server/insights/funnel';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'insights/step', methods: ['POST'], request: insightsStepRequestSchema },
  { rateLimit: 'insights-step', bodyLimit: 1024 },
  async ({ step }) => {
    await countStepView(await getDb(), step);
    return { status: 204, end: true };
  },
);
