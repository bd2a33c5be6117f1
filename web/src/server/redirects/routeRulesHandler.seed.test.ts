/**
 * GET /api/route-rules against the seed dataset through the real content layer (groq-js is
 * an ES module: run with the web test script, which sets --experimental-vm-modules).
 */
import { getRedirects } from '@/server/content';
import { callApi } from '@/test/api';
import { createRouteRulesHandler } from './routeRulesHandler';

const handler = createRouteRulesHandler(() => getRedirects());

test.each([
  ['/de-ch/angebot', { to: '/de-ch/check-up', permanent: false }],
  ['/en-ch/offer/', { to: '/en-ch/check-up', permanent: true }],
  ['/de-ch/offer', null],
  ['/de-ch/check-up', null],
])('%s', async (path, redirect) => {
  const res = await callApi(handler, { query: { path } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ redirect });
});
