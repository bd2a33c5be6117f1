import type { NextConfig } from 'next';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import { LOCALES, TECHNICAL_LOCALE } from '@/i18n/locales';

const nextConfig: NextConfig = {
  i18n: { locales: [TECHNICAL_LOCALE, ...LOCALES], defaultLocale: TECHNICAL_LOCALE },
};

/**
 * Whether the proxy runs for `path`. Like Next (router-utils/resolve-routes.js), the path gets
 * the technical locale in front when it has none, before the matcher sees it.
 */
function proxyRuns(path: string): boolean {
  const [pathname, query] = path.split('?');
  const hasLocale = LOCALES.some((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  const seen =
    hasLocale || pathname.startsWith('/_next/')
      ? pathname
      : `/${TECHNICAL_LOCALE}${pathname === '/' ? '' : pathname}`;
  const url = `http://x${seen}${query ? `?${query}` : ''}`;
  return unstable_doesMiddlewareMatch({ config, url, nextConfig });
}

function expectProxy(paths: string[], runs: boolean): void {
  for (const p of paths) expect([p, proxyRuns(p)]).toEqual([p, runs]);
}

describe('which requests the proxy runs for', () => {
  it('runs for every page (each gets its security headers there), bare paths and locale roots', () => {
    const steps = LOCALES.flatMap((l) => [`/${l}/check-up`, `/${l}/summary?x=1`, `/${l}/booking`]);
    expectProxy(
      [...steps, '/', '/check-up', '/de-ch', '/en-de/', '/de-ch/angebot', '/fr-ch/check-up'],
      true,
    );
  });

  it('never runs for API routes, Next files or public files', () => {
    expectProxy(
      [
        '/api/health',
        '/api/build-id',
        '/_next/static/chunks/a.js',
        '/favicon.svg',
        '/de-ch/robots.txt',
      ],
      false,
    );
  });
});
