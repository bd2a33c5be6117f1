/**
 * GET /api/staff/screening/answers?booking= : one booking's questionnaire, an audited view
 * (contracts/staff-screening.ts, docs/screening.md "At the desk").
 */
import type { PageConfig } from 'next';
import {
  staffScreeningAnswersQuerySchema,
  type StaffScreeningAnswersResponse,
} from '@/contracts/staff-screening';
import { screeningAnswers } from '@/server/staff/desk/screening-review';
import { deskReadDeps, deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/screening/answers', methods: ['GET'], request: staffScreeningAnswersQuerySchema },
  'clinical',
  (actor, q, deps): Promise<StaffScreeningAnswersResponse> =>
    screeningAnswers(actor, q.booking, deps),
  deskReadDeps,
);
