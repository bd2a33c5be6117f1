/** GET /api/health -> 200 { status: "ok", uptimeSeconds }: liveness only (no dependency checked). */
export type HealthResponse = { status: 'ok'; uptimeSeconds: number };

export const HEALTH_ERROR_IDS = [] as const;
