/** GET /api/staff/day-sheet: contract src/contracts/staff-day-sheet.ts (docs/staff-desk.md). */
import type { PageConfig } from 'next';
import { staffDaySheetQuerySchema, type StaffDaySheetResponse } from '@/contracts/staff-day-sheet';
import { daySheet } from '@/server/staff/desk/day-sheet';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/day-sheet', methods: ['GET'], request: staffDaySheetQuerySchema },
  { role: 'reception' },
  async (query, actor): Promise<{ body: StaffDaySheetResponse }> => ({
    body: await daySheet(actor, query, await deskDeps()),
  }),
);
