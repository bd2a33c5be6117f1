/**
 * POST /api/waitlist/confirm { token } -> { entry }: the double opt-in. Contract:
 * src/contracts/waitlist-confirm.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import {
  confirmWaitlistRequestSchema,
  type ConfirmWaitlistResponse,
} from '@/contracts/waitlist-confirm';
import { apiHandler } from '@/server/http';
import { confirmEntry } from '@/server/waitlist/entries';
import { waitlistRequest } from '@/server/waitlist/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('waitlist/confirm', {
  POST: async (req, res) => {
    const request = await waitlistRequest(req, res, confirmWaitlistRequestSchema, 'waitlist-link');
    if (!request) return;
    const entry = await confirmEntry(request.body.token, request.deps);
    res.status(200).json({ entry } satisfies ConfirmWaitlistResponse);
  },
});
