import { callApi } from '@/test/api';
import { createRouteRulesHandler } from './routeRulesHandler';
import { SAMPLE_REDIRECT_RULES } from '@/test/redirect-rules';

const rules = SAMPLE_REDIRECT_RULES;

describe('GET /api/route-rules', () => {
  const handler = createRouteRulesHandler(async () => rules);

  test('answers the redirect for a path', async () => {
    const res = await callApi(handler, { query: { path: '/en-ch/offer' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirect: { to: '/en-ch/check-up', permanent: true } });
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
  });

  test('null when no rule matches', async () => {
    expect((await callApi(handler, { query: { path: '/de-ch/check-up' } })).body).toEqual({
      redirect: null,
    });
  });

  test.each<[string, Record<string, string | string[]>]>([
    ['missing path', {}],
    ['relative path', { path: 'de-ch/angebot' }],
    ['protocol-relative', { path: '//evil.example/x' }],
    ['absolute URL', { path: 'https://evil.example/' }],
    ['whitespace', { path: '/de-ch/a b' }],
    ['repeated path', { path: ['/a', '/b'] }],
  ])('400 for %s', async (_name, query) => {
    const res = await callApi(handler, { query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid-request' });
  });

  test('405 for POST', async () => {
    expect((await callApi(handler, { method: 'POST', body: {} })).status).toBe(405);
  });
});
