/**
 * GET /api/reservation/fetch-end-date?timeSlotStart=&checkupSlug=&services=
 * -> { timeSlotEnd, totalDuration } (end as ISO with the Zurich offset).
 */
import type { PageConfig } from 'next';
import { fetchEndDateQuerySchema } from '@/contracts/reservation-fetch-end-date';
import { defineRoute } from '@/server/http';
import { fetchEndDateAnswer } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'reservation/fetch-end-date', methods: ['GET'], request: fetchEndDateQuerySchema },
  {},
  fetchEndDateAnswer,
);
