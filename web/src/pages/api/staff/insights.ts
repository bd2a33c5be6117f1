/** GET /api/staff/insights?from=&to=[&location=] : the clinic's figures (contracts/staff-insights.ts). */
import type { PageConfig } from 'next';
import { staffInsightsQuerySchema, type StaffInsightsResponse } from '@/contracts/staff-insights';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import { staffInsights } from '@/server/staff/insights/insights';
import { requireLocation, staffRoute } from '@/server/staff/route';
import { INVALID_REQUEST, LOCATION_NOT_FOUND } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/insights', methods: ['GET'], request: staffInsightsQuerySchema },
  { role: 'reception' },
  async (q, actor): Promise<{ body: StaffInsightsResponse }> => {
    const catalog = await getCatalog();
    if (q.location) {
      if (!catalog.locations.some((l) => l.id === q.location))
        throw new ApiError(404, LOCATION_NOT_FOUND);
      requireLocation(actor, q.location);
    }
    const insights = await staffInsights(actor, q, { db: await getDb(), catalog });
    // A reversed period or one over a year.
    if (!insights) throw new ApiError(400, INVALID_REQUEST);
    return { body: insights };
  },
);
