/**
 * POST /api/booking/reschedule { token, timeSlotStart, locationSlug? } -> { booking }: moves the
 * booking by policy (issue 12); the old slot is freed in the transaction that takes the new one.
 */
import type { PageConfig } from 'next';
import { rescheduleRequestSchema, type RescheduleResponse } from '@/contracts/booking-reschedule';
import { apiHandler } from '@/server/http';
import { rescheduleBooking } from '@/server/manage';
import { manageRequest } from '@/server/manage/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/reschedule', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, rescheduleRequestSchema, 'booking-reschedule');
    if (!request) return;
    res.status(200).json({
      booking: await rescheduleBooking(request.body, request.deps),
    } satisfies RescheduleResponse);
  },
});
