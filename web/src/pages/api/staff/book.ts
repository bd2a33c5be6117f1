/** POST /api/staff/book: contract src/contracts/staff-book.ts (docs/staff-desk.md). */
import type { PageConfig } from 'next';
import { staffBookRequestSchema, type StaffBookResponse } from '@/contracts/staff-book';
import { readJsonBody } from '@/server/http';
import { bookForCaller } from '@/server/staff/desk/book-for-caller';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute('book', {
  POST: {
    role: 'reception',
    handle: async (req, res, actor) => {
      const body = await readJsonBody(req, res, staffBookRequestSchema);
      if (!body) return;
      const booked = await bookForCaller(actor, body, await deskDeps());
      res.status(201).json({
        reservation: { ...booked, holdExpiresAt: booked.holdExpiresAt?.toISOString() ?? null },
      } satisfies StaffBookResponse);
    },
  },
});
