/**
 * GET /api/health -> 200 { status: "ok", uptimeSeconds }: the process is alive and serving
 * (liveness). It checks nothing else on purpose: a database outage must not make an
 * orchestrator restart healthy web processes; that is what /api/ready reports.
 */
import type { PageConfig } from 'next';
import type { HealthResponse } from '@/contracts/health';
import { defineRoute, noInput } from '@/server/http';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'health', methods: ['GET'], request: noInput },
  { noStore: true },
  async (): Promise<{ body: HealthResponse }> => ({
    body: { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
  }),
);
