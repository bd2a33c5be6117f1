/**
 * GET /api/reservation/challenge?location=<slug> -> an ALTCHA challenge (altcha-lib, signed,
 * 5 minutes) for a hold at that location, for the widget the summary step shows when create
 * answered 428 hold-challenge-required. The work grows with the location's burst
 * (server/holds/challenge.ts). Self-hosted: no third-party service. Rate-limited per client.
 */
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { apiHandler, ApiError, enforceRateLimit, parseQuery } from '@/server/http';
import { challengeLevel, locationBurst, newHoldChallenge } from '@/server/holds';
import { RESERVE_OTHER } from '@/server/reservations';
import { challengeQuerySchema, type ChallengeResponse } from '@/contracts/reservation-challenge';

export default apiHandler('reservation/challenge', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, challengeQuerySchema, RESERVE_OTHER);
    if (!q) return;
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'reservation-challenge',
        limit: 60,
        windowSeconds: 600,
      }))
    )
      return;
    const catalog = await getCatalog();
    const location = catalog.locations.find((l) => l.slug === q.location);
    if (!location) throw new ApiError(400, RESERVE_OTHER);
    const burst = await locationBurst(await getDb(), location.id, catalog.settings);
    res.setHeader('Cache-Control', 'no-store');
    const challenge: ChallengeResponse = await newHoldChallenge(
      location.slug,
      challengeLevel(burst),
    );
    res.status(200).json(challenge);
  },
});
