/**
 * POST /api/booking/rebook { token, timeSlotStart? }: the patient's "choose a new time" link
 * after a desk block (contract src/contracts/booking-rebook.ts, docs/staff-desk.md "Blocks"):
 * without a time it shows the booking and the free times, with one it moves the booking there.
 * The manage link's rate limit for a reschedule applies.
 */
import type { PageConfig } from 'next';
import { rebookRequestSchema, type RebookView } from '@/contracts/booking-rebook';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { rebookChoose, rebookView } from '@/server/staff/blocks/rebook';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/rebook', methods: ['POST'], request: rebookRequestSchema },
  { rateLimit: 'booking-reschedule', noStore: true },
  async (input): Promise<{ body: RebookView }> => {
    const deps = await manageDeps();
    return {
      body: input.timeSlotStart
        ? await rebookChoose({ token: input.token, timeSlotStart: input.timeSlotStart }, deps)
        : await rebookView(input.token, deps),
    };
  },
);
