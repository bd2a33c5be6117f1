/**
 * GET /api/staff/screening/answers?booking= : one booking's questionnaire, an audited view
 * (contracts/staff-screening.ts, docs/screening.md "At the desk").
 */
import type { PageConfig } from 'next';
import {
  staffScreeningAnswersQuerySchema,
  type StaffScreeningAnswersResponse,
} from '@/contracts/staff-screening';
import { getDb } from '@/server/db/client';
import { screeningAnswers } from '@/server/staff/desk/screening-review';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/screening/answers', methods: ['GET'], request: staffScreeningAnswersQuerySchema },
  { role: 'clinical' },
  async (q, actor): Promise<{ body: StaffScreeningAnswersResponse }> => ({
    body: await screeningAnswers(actor, q.booking, { db: await getDb() }),
  }),
);
