/** POST /api/booking/manage { token } -> { booking }: the manage page's booking (docs/manage-booking.md). */
import type { PageConfig } from 'next';
import { manageRequestSchema } from '@/contracts/booking-manage';
import { manageAnswer } from '@/server/manage-link';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/manage', methods: ['POST'], request: manageRequestSchema },
  { rateLimit: 'booking-manage', noStore: true },
  async (input, { req }) => ({ body: await manageAnswer(input, await manageDeps(), req) }),
);
