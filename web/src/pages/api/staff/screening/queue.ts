/**
 * GET /api/staff/screening/queue?location= : the location's questionnaires to review
 * (contracts/staff-screening.ts, docs/screening.md "At the desk").
 */
import type { PageConfig } from 'next';
import {
  staffScreeningQueueQuerySchema,
  type StaffScreeningQueueResponse,
} from '@/contracts/staff-screening';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { deskLocation } from '@/server/staff/desk/scope';
import { screeningQueue } from '@/server/staff/desk/screening-review';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/screening/queue', methods: ['GET'], request: staffScreeningQueueQuerySchema },
  { role: 'clinical' },
  async (q, actor): Promise<{ body: StaffScreeningQueueResponse }> => {
    const catalog = await getCatalog();
    const location = await deskLocation(actor, q.location, catalog);
    return {
      body: await screeningQueue(actor, location, { db: await getDb(), now: new Date(), catalog }),
    };
  },
);
