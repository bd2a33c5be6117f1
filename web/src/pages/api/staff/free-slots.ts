/** GET /api/staff/free-slots: contract src/contracts/staff-free-slots.ts (docs/staff-desk.md). */
import {
  staffFreeSlotsQuerySchema,
  type StaffFreeSlotsResponse,
} from '@/contracts/staff-free-slots';
import { parseQuery } from '@/server/http';
import { freeSlotsFor } from '@/server/staff/desk/actions/free-slots';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export default staffRoute('free-slots', {
  GET: {
    role: 'reception',
    handle: async (req, res, actor) => {
      const query = parseQuery(req, res, staffFreeSlotsQuerySchema);
      if (!query) return;
      const answer = await freeSlotsFor(actor, query, await deskDeps());
      res.status(200).json(answer satisfies StaffFreeSlotsResponse);
    },
  },
});
