/** GET /api/reservation/fetch-duration?checkupSlug=&services=a,b -> { totalDuration } (minutes). */
import type { PageConfig } from 'next';
import { fetchDurationQuerySchema } from '@/contracts/reservation-fetch-duration';
import { defineRoute } from '@/server/http';
import { fetchDurationAnswer } from '@/server/reservations';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'reservation/fetch-duration', methods: ['GET'], request: fetchDurationQuerySchema },
  {},
  fetchDurationAnswer,
);
