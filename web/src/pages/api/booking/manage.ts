/** POST /api/booking/manage { token } -> { booking }: the manage page's booking (issue 12). */
import type { PageConfig } from 'next';
import { manageRequestSchema, type ManageResponse } from '@/contracts/booking-manage';
import { manageBooking } from '@/server/manage-link';
import { manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute(
  'booking/manage',
  'booking-manage',
  manageRequestSchema,
  async ({ token }, deps) =>
    ({ booking: await manageBooking(token, deps) }) satisfies ManageResponse,
);
