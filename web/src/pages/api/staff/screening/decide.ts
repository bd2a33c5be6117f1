/**
 * POST /api/staff/screening/decide { id, reason, decision, note? } : the clinical review's
 * decision (contracts/staff-screening.ts, docs/screening.md "At the desk").
 */
import type { PageConfig } from 'next';
import {
  staffScreeningDecideRequestSchema,
  type StaffScreeningDecideResponse,
} from '@/contracts/staff-screening';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { decideScreening } from '@/server/staff/desk/screening-review';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  {
    route: 'staff/screening/decide',
    methods: ['POST'],
    request: staffScreeningDecideRequestSchema,
  },
  { role: 'clinical' },
  async (input, actor): Promise<{ body: StaffScreeningDecideResponse }> => ({
    body: await decideScreening(actor, input, await deskDeps()),
  }),
);
