/**
 * POST /api/staff/screening/decide { id, reason, decision, note? } : the clinical review's
 * decision (contracts/staff-screening.ts, docs/screening.md "At the desk").
 */
import type { PageConfig } from 'next';
import {
  staffScreeningDecideRequestSchema,
  type StaffScreeningDecideResponse,
} from '@/contracts/staff-screening';
import { decideScreening } from '@/server/staff/desk/screening-review';
import { deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  {
    route: 'staff/screening/decide',
    methods: ['POST'],
    request: staffScreeningDecideRequestSchema,
  },
  'clinical',
  (actor, input, deps): Promise<StaffScreeningDecideResponse> =>
    decideScreening(actor, input, deps),
);
