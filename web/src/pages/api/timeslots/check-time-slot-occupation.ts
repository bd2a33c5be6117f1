/**
 * GET /api/timeslots/check-time-slot-occupation?locationSlug=&checkupSlug=&services=&timeSlotStart=
 * -> { occupied }: true when the slot can no longer be booked.
 */
import type { PageConfig } from 'next';
import {
  checkOccupationQuerySchema,
  type CheckOccupationResponse,
} from '@/contracts/timeslots-check-time-slot-occupation';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { defineRoute } from '@/server/http';
import { checkTimeSlotOccupation } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'timeslots/check-time-slot-occupation',
    methods: ['GET'],
    request: checkOccupationQuerySchema,
  },
  { noStore: true },
  async (q): Promise<{ body: CheckOccupationResponse }> => {
    const [db, catalog] = await Promise.all([getDb(), getCatalog()]);
    return {
      body: await checkTimeSlotOccupation(
        { ...q, start: q.timeSlotStart },
        { db, catalog, now: new Date() },
      ),
    };
  },
);
