/**
 * POST /api/booking/manage-link { id, token | email } -> { path }: where a paid booking is
 * managed, for its booker (the payment link's token proves them). Opened from the payment
 * page when the link's reservation turns out to be paid already (issue 32.7).
 */
import type { PageConfig } from 'next';
import { getDb } from '@/server/db/client';
import { apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { bookingManagePath } from '@/server/manage/link';
import { UNPAID_MISSING } from '@/server/reservations';
import { manageLinkRequestSchema, type ManageLinkResponse } from '@/contracts/booking-manage-link';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('booking/manage-link', {
  POST: async (req, res) => {
    const body = await readJsonBody(req, res, manageLinkRequestSchema, { errorId: UNPAID_MISSING });
    if (!body) return;
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'booking-manage-link',
        limit: 20,
        windowSeconds: 60,
      }))
    )
      return;
    const { id, ...proof } = body;
    const path = await bookingManagePath(id, proof, { db: await getDb(), now: new Date() });
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ path } satisfies ManageLinkResponse);
  },
});
