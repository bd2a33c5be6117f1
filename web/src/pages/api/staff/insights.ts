/** GET /api/staff/insights?from=&to=[&location=] : the clinic's figures (contracts/staff-insights.ts). */
import type { PageConfig } from 'next';
import { staffInsightsQuerySchema, type StaffInsightsResponse } from '@/contracts/staff-insights';
import { ApiError } from '@/server/http';
import { staffInsights } from '@/server/staff/insights/insights';
import { requireLocation } from '@/server/staff/route';
import { INVALID_REQUEST, LOCATION_NOT_FOUND } from '@/contracts/error-ids';
import { deskReadDeps, deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/insights', methods: ['GET'], request: staffInsightsQuerySchema },
  'reception',
  async (actor, q, deps): Promise<StaffInsightsResponse> => {
    if (q.location) {
      if (!deps.catalog.locations.some((l) => l.id === q.location))
        throw new ApiError(404, LOCATION_NOT_FOUND);
      requireLocation(actor, q.location);
    }
    const insights = await staffInsights(actor, q, deps);
    // A reversed period or one over a year.
    if (!insights) throw new ApiError(400, INVALID_REQUEST);
    return insights;
  },
  deskReadDeps,
);
