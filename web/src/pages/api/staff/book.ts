/** POST /api/staff/book: contract src/contracts/staff-book.ts (docs/staff-desk.md). */
import type { PageConfig } from 'next';
import { staffBookRequestSchema, type StaffBookResponse } from '@/contracts/staff-book';
import { bookForCaller } from '@/server/staff/desk/book-for-caller';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/book', methods: ['POST'], request: staffBookRequestSchema },
  { role: 'reception' },
  async (body, actor): Promise<{ status: number; body: StaffBookResponse }> => {
    const booked = await bookForCaller(actor, body, await deskDeps());
    const holdExpiresAt = booked.holdExpiresAt?.toISOString() ?? null;
    return { status: 201, body: { reservation: { ...booked, holdExpiresAt } } };
  },
);
