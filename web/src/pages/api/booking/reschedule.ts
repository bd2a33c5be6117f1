/**
 * POST /api/booking/reschedule { token, timeSlotStart, locationSlug? } -> { booking }: moves the
 * booking by policy (issue 12); the old slot is freed in the transaction that takes the new one.
 * A repeat (the booking is at that slot already, or the same `Idempotency-Key` header) moves
 * nothing and answers the booking.
 */
import type { PageConfig } from 'next';
import { rescheduleRequestSchema, type RescheduleResponse } from '@/contracts/booking-reschedule';
import { rescheduleBooking } from '@/server/manage-link';
import { idempotencyKeyOf, manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'booking/reschedule',
  'booking-reschedule',
  rescheduleRequestSchema,
  async (input, deps, req) => {
    const idempotencyKey = idempotencyKeyOf(req);
    const booking = await rescheduleBooking({ ...input, idempotencyKey }, deps);
    return { booking } satisfies RescheduleResponse;
  },
);
