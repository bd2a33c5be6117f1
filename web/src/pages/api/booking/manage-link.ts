/**
 * POST /api/booking/manage-link { id, token | email } -> { path }: where a paid booking is
 * managed, for its booker (the payment link's token proves them). Opened from the payment
 * page when the link's reservation turns out to be paid already (issue 32.7).
 */
import type { PageConfig } from 'next';
import { manageLinkRequestSchema, type ManageLinkResponse } from '@/contracts/booking-manage-link';
import { getDb } from '@/server/db/client';
import { defineRoute } from '@/server/http';
import { bookingManagePath } from '@/server/manage-link/link';
import { UNPAID_MISSING } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'booking/manage-link',
    methods: ['POST'],
    request: manageLinkRequestSchema,
    invalidRequest: UNPAID_MISSING,
  },
  { rateLimit: 'booking-manage-link', noStore: true },
  async ({ id, ...proof }): Promise<{ body: ManageLinkResponse }> => ({
    body: { path: await bookingManagePath(id, proof, { db: await getDb(), now: new Date() }) },
  }),
);
