/** POST /api/booking/manage { token } -> { booking }: the manage page's booking (issue 12). */
import type { PageConfig } from 'next';
import { manageRequestSchema, type ManageResponse } from '@/contracts/booking-manage';
import { defineRoute } from '@/server/http';
import { manageBooking } from '@/server/manage-link';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/manage', methods: ['POST'], request: manageRequestSchema },
  { rateLimit: 'booking-manage', noStore: true },
  async ({ token }): Promise<{ body: ManageResponse }> => ({
    body: { booking: await manageBooking(token, await manageDeps()) },
  }),
);
