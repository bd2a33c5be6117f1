/**
 * POST /api/booking/reschedule { token, timeSlotStart, locationSlug? } -> { booking }: moves the
 * booking by policy (issue 12); the old slot is freed in the transaction that takes the new one.
 * A repeat (the booking is at that slot already, or the same `Idempotency-Key` header) moves
 * nothing and answers the booking.
 */
import type { PageConfig } from 'next';
import { rescheduleRequestSchema, type RescheduleResponse } from '@/contracts/booking-reschedule';
import { apiHandler } from '@/server/http';
import { rescheduleBooking } from '@/server/manage';
import { idempotencyKeyOf, manageRequest } from '@/server/manage/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/reschedule', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, rescheduleRequestSchema, 'booking-reschedule');
    if (!request) return;
    const idempotencyKey = idempotencyKeyOf(req);
    const booking = await rescheduleBooking({ ...request.body, idempotencyKey }, request.deps);
    res.status(200).json({ booking } satisfies RescheduleResponse);
  },
});
