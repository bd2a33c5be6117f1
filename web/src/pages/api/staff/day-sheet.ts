/** GET /api/staff/day-sheet: contract src/contracts/staff-day-sheet.ts (docs/staff-desk.md). */
import { staffDaySheetQuerySchema, type StaffDaySheetResponse } from '@/contracts/staff-day-sheet';
import { parseQuery } from '@/server/http';
import { daySheet } from '@/server/staff/desk/day-sheet';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export default staffRoute('day-sheet', {
  GET: {
    role: 'reception',
    handle: async (req, res, actor) => {
      const query = parseQuery(req, res, staffDaySheetQuerySchema);
      if (!query) return;
      const sheet = await daySheet(actor, query, await deskDeps());
      res.status(200).json(sheet satisfies StaffDaySheetResponse);
    },
  },
});
