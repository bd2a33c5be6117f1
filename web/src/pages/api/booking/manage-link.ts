/**
 * POST /api/booking/manage-link { id, token | email } -> { path }: where a paid booking is
 * managed, for its booker (the payment link's token proves them). Opened from the payment
 * page when the link's reservation turns out to be paid already (docs/manage-booking.md).
 */
import type { PageConfig } from 'next';
import { manageLinkRequestSchema } from '@/contracts/booking-manage-link';
import { manageLinkAnswer } from '@/server/manage-link/link';
import { defineRoute } from '@/server/http';
import { provenBooker } from '@/server/reservations/lookups';
import { UNPAID_MISSING } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'booking/manage-link',
    methods: ['POST'],
    request: manageLinkRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  {
    rateLimit: 'booking-manage-link',
    noStore: true,
    authorize: provenBooker,
  },
  async (_input, { caller }) => ({ body: manageLinkAnswer(caller) }),
);
