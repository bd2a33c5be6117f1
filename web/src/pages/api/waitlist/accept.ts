/**
 * POST /api/waitlist/accept { token } -> { booking }: takes an earlier-slot offer, a reschedule
 * within the booking's policy. Contract: src/contracts/waitlist-accept.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { acceptRequestSchema, type AcceptResponse } from '@/contracts/waitlist-accept';
import { apiHandler } from '@/server/http';
import { acceptEarlierSlot } from '@/server/waitlist/offer-link';
import { waitlistRequest } from '@/server/waitlist/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('waitlist/accept', {
  POST: async (req, res) => {
    const request = await waitlistRequest(req, res, acceptRequestSchema, 'waitlist-link');
    if (!request) return;
    const booking = await acceptEarlierSlot(request.body.token, request.deps);
    res.status(200).json({ booking } satisfies AcceptResponse);
  },
});
