/**
 * The security headers of the pages the proxy does not run for (src/proxy.ts): the booking
 * steps and the manage page in every locale, statically generated and served from cache.
 * Running the proxy only to add two constant headers cost more than half of such a
 * request's CPU (docs/performance.md "Pages"), so these pages get their headers from the
 * build's routes-manifest.json instead, as next.config.ts `headers()` rules do:
 * scripts/page-headers.ts writes them after `next build` (the CSP names the build's inline
 * scripts by hash, known only once the pages are rendered), and a production start refuses
 * a build without them (server/ops/startup.ts).
 *
 * One rule per path, without parameters: Next interpolates parameters into every header value
 * containing a colon on every request (the CSP is full of them); exact paths skip that.
 *
 * These headers allow framing by the site only. A request for a frame (`Sec-Fetch-Dest:
 * iframe`, as the Studio's Presentation tool makes) still goes through the proxy, whose CSP of
 * the environment lets STUDIO_ORIGIN frame the page.
 */
import fs from 'node:fs';
import path from 'node:path';
// Relative imports: next.config.ts reads this module too (without the '@/' alias).
import { STEPS } from '../../features/booking/steps';
import { LOCALES } from '../../i18n/locales';
import { buildInlineScriptSources } from './inline-hashes';
import { pageSecurityHeaders } from './headers';

/** The pages served without the proxy: a locale and one of these (the list in src/proxy.ts). */
export const STATIC_PAGES = [...STEPS, 'booking'] as const;

/** A browser's request for a frame: the proxy runs for these pages then too. */
export const FRAME_REQUEST = { 'sec-fetch-dest': 'iframe' } as const;

export function staticPagePaths(): string[] {
  return LOCALES.flatMap((locale) => STATIC_PAGES.map((page) => `/${locale}/${page}`));
}

type HeaderRule = {
  source: string;
  locale: false;
  headers: { key: string; value: string }[];
};

/**
 * The answer's CSP differs for a frame (see above): a shared cache (the pages carry
 * `s-maxage`) must keep the two apart. The proxy says the same on the framed answer.
 */
export const VARY_BY_FRAME = { Vary: 'Sec-Fetch-Dest' } as const;

/** One header rule (next.config.ts `headers()` form) per static page path with `headers`. */
export function staticPageHeaderRules(headers: Record<string, string>): HeaderRule[] {
  const list = Object.entries({ ...headers, ...VARY_BY_FRAME }).map(([key, value]) => ({
    key,
    value,
  }));
  return staticPagePaths().map((source) => ({
    source,
    locale: false,
    headers: list,
  }));
}

/** The headers a production build's static pages answer outside frames with. */
export function staticPageSecurityHeaders(distDir: string): Record<string, string> {
  return pageSecurityHeaders({ NODE_ENV: 'production' }, buildInlineScriptSources(distDir));
}

type RoutesManifest = { headers: { source: string; headers: { key: string; value: string }[] }[] };

function manifestPath(distDir: string): string {
  return path.join(distDir, 'routes-manifest.json');
}

/** Adds (or replaces) the static pages' rules in the build's routes-manifest.json. */
export function writeStaticPageHeaders(distDir: string): number {
  const file = manifestPath(distDir);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutesManifest;
  const rules = staticPageHeaderRules(staticPageSecurityHeaders(distDir)).map((rule) => ({
    ...rule,
    // What Next writes for such a source (it compiles `source` again when it starts).
    regex: `^${rule.source.replaceAll('-', '\\-')}(?:/)?$`,
  }));
  const sources = new Set(rules.map((r) => r.source));
  manifest.headers = [...manifest.headers.filter((r) => !sources.has(r.source)), ...rules];
  fs.writeFileSync(file, JSON.stringify(manifest));
  return rules.length;
}

/**
 * Why the build in `distDir` would serve a static page without its security headers, or null
 * when every such path has them as this code would write them (a build not followed by
 * scripts/page-headers.ts, or one from older code).
 */
export function staticPageHeadersProblem(distDir: string): string | null {
  let manifest: RoutesManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath(distDir), 'utf8')) as RoutesManifest;
  } catch {
    return null; // no build here (next dev): Next itself reports a missing build
  }
  const bySource = new Map(manifest.headers.map((r) => [r.source, r.headers]));
  const missing = staticPageHeaderRules(staticPageSecurityHeaders(distDir))
    .filter((rule) => {
      const headers = new Map((bySource.get(rule.source) ?? []).map((h) => [h.key, h.value]));
      return rule.headers.some(({ key, value }) => headers.get(key) !== value);
    })
    .map((rule) => rule.source);
  if (missing.length === 0) return null;
  return (
    `The build in ${distDir} lacks the security headers of ${missing.length} pages (e.g. ${missing[0]}): ` +
    'build with `npm run build` (it runs scripts/page-headers.ts after `next build`).'
  );
}
