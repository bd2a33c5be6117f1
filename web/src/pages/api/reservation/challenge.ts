/**
 * GET /api/reservation/challenge?location=<slug> -> an ALTCHA challenge (altcha-lib, signed,
 * 5 minutes) for a hold at that location, for the widget the summary step shows when create
 * answered 428 hold-challenge-required. The work grows with the location's burst
 * (server/holds/challenge.ts). Self-hosted: no third-party service. Rate-limited per client.
 */
import type { PageConfig } from 'next';
import { challengeQuerySchema, type ChallengeResponse } from '@/contracts/reservation-challenge';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { challengeLevel, locationBurst, newHoldChallenge } from '@/server/holds';
import { ApiError, defineRoute } from '@/server/http';
import { RESERVE_OTHER } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  {
    route: 'reservation/challenge',
    methods: ['GET'],
    request: challengeQuerySchema,
    invalidRequest: RESERVE_OTHER,
  },
  { rateLimit: 'reservation-challenge', noStore: true },
  async (q): Promise<{ body: ChallengeResponse }> => {
    const catalog = await getCatalog();
    const location = catalog.locations.find((l) => l.slug === q.location);
    if (!location) throw new ApiError(400, RESERVE_OTHER);
    const burst = await locationBurst(await getDb(), location.id, catalog.settings);
    return { body: await newHoldChallenge(location.slug, challengeLevel(burst)) };
  },
);
