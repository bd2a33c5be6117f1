/** GET /api/staff/day-sheet: contract src/contracts/staff-day-sheet.ts (docs/staff-desk.md). */
import type { PageConfig } from 'next';
import { staffDaySheetQuerySchema, type StaffDaySheetResponse } from '@/contracts/staff-day-sheet';
import { daySheet } from '@/server/staff/desk/day-sheet';
import { deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/day-sheet', methods: ['GET'], request: staffDaySheetQuerySchema },
  'reception',
  (actor, input, deps): Promise<StaffDaySheetResponse> => daySheet(actor, input, deps),
);
