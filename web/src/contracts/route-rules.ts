/** GET /api/route-rules?path=<site path> -> { redirect: { to, permanent } | null } (SPEC 2 global guard). */
import { z } from 'zod';
import type { RouteRules } from '@/shared/route-rules';

export const routeRulesQuerySchema = z.object({
  // A site path: one leading slash (not '//host'), no whitespace or control characters.
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/(?!\/)[^\s\u0000-\u001f\\]*$/),
  t: z.string().optional(),
});
export type RouteRulesQuery = z.input<typeof routeRulesQuerySchema>;

export type RouteRulesResponse = RouteRules;

export const ROUTE_RULES_ERROR_IDS = [] as const;
