/** GET /api/staff/free-slots: contract src/contracts/staff-free-slots.ts (docs/staff-desk.md). */
import type { PageConfig } from 'next';
import {
  staffFreeSlotsQuerySchema,
  type StaffFreeSlotsResponse,
} from '@/contracts/staff-free-slots';
import { freeSlotsFor } from '@/server/staff/desk/actions/free-slots';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/free-slots', methods: ['GET'], request: staffFreeSlotsQuerySchema },
  { role: 'reception' },
  async (query, actor): Promise<{ body: StaffFreeSlotsResponse }> => ({
    body: await freeSlotsFor(actor, query, await deskDeps()),
  }),
);
