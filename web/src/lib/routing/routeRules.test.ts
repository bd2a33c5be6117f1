import { matchRedirect, normalizePath, splitLocale, type RedirectRule } from '@/shared/route-rules';
import { createRouteRulesFetcher, redirectTarget } from './useRouteRules';
import { SAMPLE_REDIRECT_RULES } from '@/test/redirect-rules';

const rules = SAMPLE_REDIRECT_RULES;

describe('matchRedirect', () => {
  test.each<[string, ReturnType<typeof matchRedirect>]>([
    ['/de-ch/angebot', { to: '/de-ch/check-up', permanent: false }],
    ['/de-ch/angebot/', { to: '/de-ch/check-up', permanent: false }],
    ['/de-ch/angebot?utm=1', { to: '/de-ch/check-up', permanent: false }],
    ['/en-ch/angebot', null], // a rule with a locale applies to that locale only
    ['/de-ch/angebot/more', null], // exact paths only
    ['/offer', { to: '/check-up', permanent: true }],
    ['/en-de/offer', { to: '/en-de/check-up', permanent: true }], // locale kept
    ['/fr-ch/offer', null], // not a site locale
    ['/de-ch/press', { to: 'https://news.example.ch/press', permanent: false }],
    ['/de-de/loop', null], // would redirect to itself
    ['/de-ch/alt', { to: '/de-ch/location?x=1', permanent: false }],
    ['/de-ch/check-up', null],
  ])('%s', (path, expected) => {
    expect(matchRedirect(path, rules)).toEqual(expected);
  });

  test('a new list of rules is matched as itself, not through the index of an earlier list', () => {
    expect(matchRedirect('/de-ch/angebot', rules)).not.toBeNull();
    const edited: RedirectRule[] = [
      { from: '/de-ch/angebot', to: '/de-ch/location', permanent: true },
      { from: '/de-ch/check-up', to: '/de-ch/angebot', permanent: false },
    ];
    expect(matchRedirect('/de-ch/angebot', edited)).toEqual({
      to: '/de-ch/location',
      permanent: true,
    });
    expect(matchRedirect('/de-ch/check-up', edited)).toEqual({
      to: '/de-ch/angebot',
      permanent: false,
    });
    expect(matchRedirect('/de-ch/check-up', rules)).toBeNull();
    expect(matchRedirect('/de-ch/angebot', [])).toBeNull();
  });

  test('helpers', () => {
    expect(normalizePath('/a/b/?q#h')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(splitLocale('/de-ch')).toEqual({ locale: 'de-ch', rest: '/' });
    expect(splitLocale('/xx/a')).toEqual({ locale: null, rest: '/xx/a' });
  });
});

describe('redirectTarget', () => {
  test('absolute targets are full page loads', () => {
    expect(redirectTarget('/de-ch/press?a=1', 'https://x.ch/p')).toEqual({
      kind: 'hard',
      url: 'https://x.ch/p',
    });
    expect(redirectTarget('/de-ch/press', 'HTTP://x.ch')).toEqual({
      kind: 'hard',
      url: 'HTTP://x.ch',
    });
  });
  test('site paths keep the original query unless they bring one', () => {
    expect(redirectTarget('/de-ch/angebot?checkup=a#x', '/de-ch/check-up')).toEqual({
      kind: 'client',
      url: '/de-ch/check-up?checkup=a',
    });
    expect(redirectTarget('/de-ch/alt?y=2', '/de-ch/location?x=1')).toEqual({
      kind: 'client',
      url: '/de-ch/location?x=1',
    });
  });
});

describe('createRouteRulesFetcher', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  test('asks once per path per minute', async () => {
    let now = 0;
    const fetchRules = createRouteRulesFetcher(() => now);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ redirect: null }), { status: 200 }),
    );
    await fetchRules('/de-ch/summary?x=1');
    await fetchRules('/de-ch/summary/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/route-rules?path=%2Fde-ch%2Fsummary');
    now = 60_000;
    await fetchRules('/de-ch/summary');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a failing call means no rule', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'invalid-request' }), { status: 400 }),
    );
    await expect(createRouteRulesFetcher()('/x')).resolves.toEqual({ redirect: null });
  });
});
