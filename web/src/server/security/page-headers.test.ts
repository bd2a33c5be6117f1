import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import { LOCALES, TECHNICAL_LOCALE } from '@/i18n/locales';
import { pageSecurityHeaders } from './headers';
import {
  FRAME_REQUEST,
  STATIC_PAGES,
  STATIC_PAGES_SOURCE,
  staticPageHeadersProblem,
  staticPagePaths,
  writeStaticPageHeaders,
} from './page-headers';

const nextConfig: NextConfig = {
  i18n: { locales: [TECHNICAL_LOCALE, ...LOCALES], defaultLocale: TECHNICAL_LOCALE },
};
/**
 * Whether the proxy runs for `path`. Like Next (router-utils/resolve-routes.js), the path gets
 * the technical locale in front when it has none, before the matcher sees it.
 */
function proxyRuns(path: string, headers?: Record<string, string>): boolean {
  const [pathname, query] = path.split('?');
  const hasLocale = LOCALES.some((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  const seen =
    hasLocale || pathname.startsWith('/_next/')
      ? pathname
      : `/${TECHNICAL_LOCALE}${pathname === '/' ? '' : pathname}`;
  const url = `http://x${seen}${query ? `?${query}` : ''}`;
  return unstable_doesMiddlewareMatch({ config, url, headers, nextConfig });
}

/** Expects the proxy to run (or not) for each of `paths`; a failure names the path. */
function expectProxy(paths: string[], runs: boolean, headers?: Record<string, string>): void {
  for (const p of paths) expect([p, proxyRuns(p, headers)]).toEqual([p, runs]);
}

describe('which requests the proxy runs for', () => {
  it('skips every static page in every locale, and its data request', () => {
    expectProxy(
      staticPagePaths().map((p) => `${p}?startDate=2026-12-01`),
      false,
    );
    expectProxy(
      staticPagePaths().map((p) => `/_next/data/build-1${p}.json`),
      false,
    );
  });

  it('runs for them when the browser loads them into a frame (the Studio may frame them)', () => {
    expectProxy(staticPagePaths(), true, FRAME_REQUEST);
    expectProxy(staticPagePaths(), false, { 'sec-fetch-dest': 'document' });
  });

  it('runs for bare paths, locale roots, other paths (content redirects, 404) and the root', () => {
    expectProxy(
      [
        '/',
        '/check-up',
        '/timeslot',
        '/de-ch',
        '/en-de/',
        '/de-ch/angebot',
        '/en-ch/offer',
        '/de-ch/check-up/extra',
        '/de-ch/check-upx',
        '/fr-ch/check-up',
      ],
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

  it('lists exactly the pages in src/pages that are static pages', () => {
    const pages = fs
      .readdirSync(path.join(__dirname, '..', '..', 'pages'))
      .filter((f) => /^[a-z][a-z-]*\.tsx$/.test(f))
      .map((f) => f.replace(/\.tsx$/, ''))
      .filter((p) => p !== 'index'); // the locale root: the proxy sends it to the first step
    expect([...STATIC_PAGES].sort()).toEqual(pages.sort());
  });
});

describe('the static pages’ headers in the build', () => {
  let dist: string;
  const html = '<html><head></head><body><script>self.boot=1</script></body></html>';
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-headers-'));
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'b1');
    fs.mkdirSync(path.join(dist, 'server', 'pages', 'de-ch'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server', 'pages', 'de-ch', 'check-up.html'), html);
    // A page the proxy serves (with its own CSP): its script is not named for the static pages.
    fs.writeFileSync(
      path.join(dist, 'server', 'pages', '404.html'),
      '<html><body><script>self.notFound=1</script></body></html>',
    );
    const other = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] };
    fs.writeFileSync(path.join(dist, 'routes-manifest.json'), JSON.stringify({ headers: [other] }));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));
  const manifest = () =>
    JSON.parse(fs.readFileSync(path.join(dist, 'routes-manifest.json'), 'utf8')) as {
      headers: {
        source: string;
        locale?: false;
        regex?: string;
        headers: { key: string; value: string }[];
      }[];
    };

  it('a build without them is named as a problem; written, one rule gives every path the CSP with the build’s hashes', () => {
    expect(staticPageHeadersProblem(dist)).toMatch(
      /lacks the security headers of its 36 static pages/,
    );
    expect(writeStaticPageHeaders(dist)).toBe(staticPagePaths().length);
    expect(staticPageHeadersProblem(dist)).toBeNull();

    const rules = manifest().headers;
    expect(rules).toHaveLength(2);
    expect(rules[0].source).toBe('/:path*'); // the config's own rules are kept
    const rule = rules[1];
    expect(rule.source).toBe(STATIC_PAGES_SOURCE);
    expect(rule.locale).toBe(false);
    // The static pages' own scripts only, not the 404 page's.
    const expected = pageSecurityHeaders({ NODE_ENV: 'production' }, [
      `'sha256-${createHash('sha256').update('self.boot=1').digest('base64')}'`,
    ]);
    expect(Object.fromEntries(rule.headers.map((h) => [h.key, h.value]))).toEqual({
      ...expected,
      Vary: 'Sec-Fetch-Dest', // a frame gets another answer
    });
    // Only the site may frame a static page loaded outside a frame.
    expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'self';");
    for (const p of staticPagePaths())
      expect([p, new RegExp(rule.regex!).test(p)]).toEqual([p, true]);
  });

  it('the rule matches exactly the static pages, as `next start` matches it, without parameters', () => {
    // As Next builds a header rule when it starts (server/lib/router-utils/filesystem.js): no
    // parameters means the CSP is used as it is, not compiled as a pattern on every request.
    const match = getPathMatch(STATIC_PAGES_SOURCE, { strict: true, removeUnnamedParams: true });
    for (const p of staticPagePaths()) expect([p, match(p)]).toEqual([p, {}]);
    for (const p of [
      '/de-ch/check-upx',
      '/de-ch/check-up/extra',
      '/fr-ch/check-up',
      '/de-ch/angebot',
      '/de-ch',
      '/default/check-up',
      '/api/health',
    ])
      expect([p, match(p)]).toEqual([p, false]);
  });

  it('writing twice (or over older per-path rules) keeps one rule; a changed CSP makes the build a problem again', () => {
    const m0 = manifest();
    m0.headers.push({ source: '/de-ch/check-up', locale: false, headers: [] });
    fs.writeFileSync(path.join(dist, 'routes-manifest.json'), JSON.stringify(m0));
    writeStaticPageHeaders(dist);
    writeStaticPageHeaders(dist);
    expect(manifest().headers.map((r) => r.source)).toEqual(['/:path*', STATIC_PAGES_SOURCE]);

    const m = manifest();
    m.headers[1].headers[0].value += " 'unsafe-inline'";
    fs.writeFileSync(path.join(dist, 'routes-manifest.json'), JSON.stringify(m));
    expect(staticPageHeadersProblem(dist)).toMatch(/Content-Security-Policy/);
  });

  it('no build (next dev) is not a problem of its own', () => {
    expect(staticPageHeadersProblem(path.join(dist, 'nothing'))).toBeNull();
  });
});
