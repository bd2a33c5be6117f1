/**
 * GET /api/ready -> 200 { status: "ready", checks } when the database and the content source
 * answer and a payment provider is configured; else 503 { error: "service-unavailable",
 * checks } with Retry-After (also while shutting down), so a load balancer sends visitors
 * elsewhere. `checks` names each dependency with ok, a short detail and its time in ms, never
 * a secret or a stack.
 */
import type { PageConfig } from 'next';
import { defineRoute, noInput, RETRY_AFTER_SECONDS, type RouteAnswer } from '@/server/http';
import type { NotReadyAnswer, ReadyResponse } from '@/contracts/ready';
import { readiness } from '@/server/ops/readiness';
import { SERVICE_UNAVAILABLE } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'ready', methods: ['GET'], request: noInput },
  { noStore: true },
  async (): Promise<RouteAnswer<ReadyResponse | NotReadyAnswer>> => {
    const { ready, checks } = await readiness();
    if (ready) return { body: { status: 'ready', checks } };
    return {
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      body: { error: SERVICE_UNAVAILABLE, checks },
    };
  },
);
