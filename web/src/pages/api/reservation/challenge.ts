/**
 * GET /api/reservation/challenge -> an ALTCHA challenge (altcha-lib, signed, 5 minutes) for the
 * widget the summary step shows when create answered 428 hold-challenge-required. Self-hosted:
 * no third-party service. Rate-limited per client like lookups.
 */
import { apiHandler, enforceRateLimit } from '@/server/http';
import { newHoldChallenge } from '@/server/holds';

export default apiHandler('reservation/challenge', {
  GET: async (req, res) => {
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'reservation-challenge',
        limit: 60,
        windowSeconds: 600,
      }))
    )
      return;
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(await newHoldChallenge());
  },
});
