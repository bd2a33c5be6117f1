/**
 * POST /api/booking/reschedule { token, timeSlotStart, locationSlug? } -> { booking }: moves the
 * booking by policy (issue 12); the old slot is freed in the transaction that takes the new one.
 */
import type { PageConfig } from 'next';
import { rescheduleRequestSchema, type ManageAnswer } from '@/features/manage/contract';
import { apiHandler } from '@/server/http';
import { rescheduleBooking } from '@/server/manage';
import { manageRequest } from '@/server/manage/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/reschedule', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, rescheduleRequestSchema, 'booking-reschedule');
    if (!request) return;
    const answer: ManageAnswer = { booking: await rescheduleBooking(request.body, request.deps) };
    res.status(200).json(answer);
  },
});
