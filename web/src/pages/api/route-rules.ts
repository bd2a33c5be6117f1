import { createRouteRulesHandler } from '@/lib/routing/routeRulesHandler';
import { getRedirects } from '@/server/content';

/** GET /api/route-rules?path=<site path> -> { redirect: { to, permanent } | null } (SPEC 2 global guard). */
export default createRouteRulesHandler(() => getRedirects());
