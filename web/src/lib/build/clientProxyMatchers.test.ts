/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { config } from '@/proxy';
import { LOCALES, TECHNICAL_LOCALE } from '@/i18n/locales';
import { staticPagePaths } from '@/server/security/page-headers';
import { withoutFrameMatchers, writeClientProxyMatchers } from './clientProxyMatchers';

// Next's own translation of a matcher config (exported by the module, not by its types).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: { i18n: unknown }) => unknown[];
};

/** The browser's manifest as `next build` writes it (next/dist/build/index.js) for src/proxy.ts. */
function builtManifest(): string {
  const matchers = getMiddlewareMatchers(config.matcher, {
    i18n: { locales: [TECHNICAL_LOCALE, ...LOCALES], defaultLocale: TECHNICAL_LOCALE },
  });
  return `self.__MIDDLEWARE_MATCHERS = ${JSON.stringify(matchers, null, 2)};self.__MIDDLEWARE_MATCHERS_CB && self.__MIDDLEWARE_MATCHERS_CB()`;
}

/** What Next's client router decides (router.js matchesMiddleware): the path alone, no `has`. */
function clientSeesProxy(manifest: string, asPath: string): boolean {
  const self: { __MIDDLEWARE_MATCHERS?: { regexp: string }[] } = {};
  new Function('self', manifest)(self);
  return self.__MIDDLEWARE_MATCHERS!.some((m) => new RegExp(m.regexp).test(asPath));
}

describe("the browser's copy of the proxy matchers", () => {
  const built = builtManifest();
  const rewritten = withoutFrameMatchers(built);

  test("as Next builds it, the client takes every booking step for proxied (the frame rule's `has` is not checked there)", () => {
    for (const p of staticPagePaths()) expect([p, clientSeesProxy(built, p)]).toEqual([p, true]);
  });

  test('without the frame rule no booking step or manage page looks proxied', () => {
    for (const p of staticPagePaths())
      expect([p, clientSeesProxy(rewritten, p)]).toEqual([p, false]);
  });

  test('paths the proxy runs for still look proxied (locale roots, other pages, redirects)', () => {
    for (const p of [
      '/de-ch',
      '/en-de/',
      '/de-ch/impressum',
      '/default/check-up',
      '/de-ch/timeslot/x',
    ]) {
      expect([p, clientSeesProxy(rewritten, p)]).toEqual([p, true]);
    }
  });

  test('is stable: a manifest without frame rules stays as it is', () => {
    expect(withoutFrameMatchers(rewritten)).toBe(rewritten);
  });

  test('refuses a manifest it does not understand rather than guess', () => {
    expect(() => withoutFrameMatchers('window.x = 1')).toThrow(/unexpected/);
  });

  test('rewrites the file of the build named by BUILD_ID', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-matchers-'));
    try {
      fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'b1\n');
      fs.mkdirSync(path.join(dist, 'static', 'b1'), { recursive: true });
      const file = path.join(dist, 'static', 'b1', '_clientMiddlewareManifest.js');
      fs.writeFileSync(file, built);
      expect(writeClientProxyMatchers(dist)).toBe(1);
      expect(fs.readFileSync(file, 'utf8')).toBe(rewritten);
      expect(writeClientProxyMatchers(dist)).toBe(0);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
