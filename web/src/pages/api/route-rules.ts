import type { PageConfig } from 'next';
import { createRouteRulesHandler } from '@/server/redirects/routeRulesHandler';
import { getRedirects } from '@/server/content';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

/** GET /api/route-rules?path=<site path> -> { redirect: { to, permanent } | null } (SPEC 2 global guard). */
export default createRouteRulesHandler(() => getRedirects());
