/** POST /api/booking/manage { token } -> { booking }: the manage page's booking (issue 12). */
import type { PageConfig } from 'next';
import { manageRequestSchema, type ManageResponse } from '@/contracts/booking-manage';
import { apiHandler } from '@/server/http';
import { manageBooking } from '@/server/manage';
import { manageRequest } from '@/server/manage/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/manage', {
  POST: async (req, res) => {
    const request = await manageRequest(req, res, manageRequestSchema, 'booking-manage');
    if (!request) return;
    res.status(200).json({
      booking: await manageBooking(request.body.token, request.deps),
    } satisfies ManageResponse);
  },
});
