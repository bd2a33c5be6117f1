/**
 * GET /api/health -> 200 { status: "ok", uptimeSeconds }: the process is alive and serving
 * (liveness). It checks nothing else on purpose: a database outage must not make an
 * orchestrator restart healthy web processes; that is what /api/ready reports.
 */
import type { PageConfig } from 'next';
import type { HealthResponse } from '@/contracts/health';
import { apiHandler } from '@/server/http';

export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('health', {
  GET: (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(200)
      .json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) } satisfies HealthResponse);
  },
});
