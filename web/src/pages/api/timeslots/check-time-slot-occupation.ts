/**
 * GET /api/timeslots/check-time-slot-occupation?locationSlug=&checkupSlug=&services=&timeSlotStart=
 * -> { occupied }: true when the slot can no longer be booked.
 */
import type { PageConfig } from 'next';
import { getDb } from '@/server/db/client';
import { getCatalog } from '@/server/content';
import { apiHandler, parseQuery } from '@/server/http';
import {
  checkOccupationQuerySchema,
  type CheckOccupationResponse,
} from '@/contracts/timeslots-check-time-slot-occupation';
import { checkTimeSlotOccupation } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

const querySchema = checkOccupationQuerySchema;

export default apiHandler('timeslots/check-time-slot-occupation', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, querySchema);
    if (!q) return;
    const [db, catalog] = await Promise.all([getDb(), getCatalog()]);
    const result = await checkTimeSlotOccupation(
      { ...q, start: q.timeSlotStart },
      { db, catalog, now: new Date() },
    );
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(result satisfies CheckOccupationResponse);
  },
});
