/**
 * GET /api/route-rules?path=/de-ch/angebot -> { redirect: { to, permanent } | null }.
 * Server-only: reads the redirect documents from content.
 */
import type { NextApiHandler } from 'next';
import { routeRulesQuerySchema, type RouteRulesResponse } from '@/contracts/route-rules';
import { defineRoute } from '@/server/http';
import { matchRedirect, type RedirectRule } from '@/shared/route-rules';

export function createRouteRulesHandler(
  getRedirects: () => Promise<RedirectRule[]>,
): NextApiHandler {
  return defineRoute(
    { route: 'route-rules', methods: ['GET'], request: routeRulesQuerySchema },
    {},
    async ({ path }) => ({
      body: { redirect: matchRedirect(path, await getRedirects()) } satisfies RouteRulesResponse,
      // Rules change through Studio: short shared caching keeps navigation fast and edits visible within a minute.
      headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
    }),
  );
}
