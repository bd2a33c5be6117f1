/**
 * POST /api/staff/booking/cancel: contract src/contracts/staff-booking-cancel.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import {
  staffCancelRequestSchema,
  type StaffCancelResponse,
} from '@/contracts/staff-booking-cancel';
import { cancelForPatient } from '@/server/staff/desk/actions/cancel';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute(
  'cancel',
  staffCancelRequestSchema,
  async (actor, input, deps) => {
    const done = await cancelForPatient(actor, input, deps);
    return {
      id: done.reservation.id,
      refundCents: done.refundCents,
      keptCents: done.keptCents,
    } satisfies StaffCancelResponse;
  },
);
