/**
 * GET /api/route-rules?path=/de-ch/angebot -> { redirect: { to, permanent } | null }.
 * Server-only: reads the redirect documents from content.
 */
import type { NextApiHandler } from 'next';
import { routeRulesQuerySchema, type RouteRulesResponse } from '@/contracts/route-rules';
import { apiHandler, parseQuery } from '@/server/http';
import { matchRedirect, type RedirectRule } from './routeRules';

export function createRouteRulesHandler(
  getRedirects: () => Promise<RedirectRule[]>,
): NextApiHandler {
  return apiHandler('route-rules', {
    GET: async (req, res) => {
      const query = parseQuery(req, res, routeRulesQuerySchema);
      if (!query) return;
      const redirect = matchRedirect(query.path, await getRedirects());
      // Rules change through Studio: short shared caching keeps navigation fast and edits visible within a minute.
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      res.status(200).json({ redirect } satisfies RouteRulesResponse);
    },
  });
}
