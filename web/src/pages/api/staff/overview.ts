/** GET /api/staff/overview?date= : the day at every location of the member (contracts/staff-overview.ts). */
import type { PageConfig } from 'next';
import { overviewQuerySchema, type OverviewResponse } from '@/contracts/staff-overview';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import { dayOverview } from '@/server/staff/desk/week';
import { staffRoute } from '@/server/staff/route';
import { INVALID_REQUEST } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/overview', methods: ['GET'], request: overviewQuerySchema },
  { role: 'viewer' },
  async (q, actor): Promise<{ body: OverviewResponse }> => {
    const overview = await dayOverview(actor, q.date, { db: await getDb() });
    // The contract's deskDate is a real date: this is only a guard.
    if (!overview) throw new ApiError(400, INVALID_REQUEST);
    return { body: overview };
  },
);
