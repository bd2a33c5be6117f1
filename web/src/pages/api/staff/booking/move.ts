/**
 * POST /api/staff/booking/move: contract src/contracts/staff-booking-move.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffMoveRequestSchema, type StaffMoveResponse } from '@/contracts/staff-booking-move';
import { moveBooking } from '@/server/staff/desk/actions/move';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('move', staffMoveRequestSchema, async (actor, input, deps) => {
  const row = await moveBooking(actor, input, deps);
  return {
    booking: {
      id: row.id,
      locationId: row.locationId,
      roomKey: row.roomKey,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    },
  } satisfies StaffMoveResponse;
});
