/**
 * GET /api/ready -> 200 { status: "ready", checks } when the database and the content source
 * answer and a payment provider is configured; else 503 { error: "service-unavailable",
 * checks } with Retry-After (also while shutting down), so a load balancer sends visitors
 * elsewhere. `checks` names each dependency with ok, a short detail and its time in ms, never
 * a secret or a stack.
 */
import type { PageConfig } from 'next';
import { apiHandler, RETRY_AFTER_SECONDS } from '@/server/http';
import type { NotReadyAnswer, ReadyResponse } from '@/contracts/ready';
import { readiness } from '@/server/ops/readiness';
import { SERVICE_UNAVAILABLE } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('ready', {
  GET: async (_req, res) => {
    const result = await readiness();
    res.setHeader('Cache-Control', 'no-store');
    if (result.ready) {
      res.status(200).json({ status: 'ready', checks: result.checks } satisfies ReadyResponse);
      return;
    }
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ error: SERVICE_UNAVAILABLE, checks: result.checks } satisfies NotReadyAnswer);
  },
});
