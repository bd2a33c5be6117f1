/**
 * GET /api/ready -> 200 { status: "ready", checks }, else 503 { error: "service-unavailable",
 * checks } with Retry-After (COMMON_ERROR_IDS), for load balancers.
 */
import type { Readiness } from '@/server/ops/readiness';
import { SERVICE_UNAVAILABLE } from '@/contracts/error-ids';

export type ReadyChecks = Readiness['checks'];
export type ReadyResponse = { status: 'ready'; checks: ReadyChecks };
/** The 503 answer carries the checks too, so the operator sees which dependency failed. */
export type NotReadyAnswer = { error: typeof SERVICE_UNAVAILABLE; checks: ReadyChecks };

export const READY_ERROR_IDS = [] as const;
