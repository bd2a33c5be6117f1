/**
 * The security headers of the pages the proxy does not run for (src/proxy.ts): the booking
 * steps and the manage page in every locale, statically generated and served from cache.
 * Running the proxy only to add two constant headers cost more than half of such a
 * request's CPU (docs/performance.md "Pages"), so these pages get their headers from the
 * build's routes-manifest.json instead, as next.config.ts `headers()` rules do:
 * scripts/after-build.ts writes them after `next build` (the CSP names the build's inline
 * scripts by hash, known only once the pages are rendered), and a production start refuses
 * a build without them (server/ops/startup.ts).
 *
 * One rule for all of them, without named parameters: Next interpolates named parameters into
 * every header value containing a colon on every request (the CSP is full of them), and it
 * tries every header rule on every request, each as an async step. Unnamed groups
 * (`/(de-ch|…)/(check-up|…)`) match the same paths and give no parameters (Next drops unnamed
 * ones for header rules).
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
import { pagesInlineScriptSources } from './inline-hashes';
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

/** The source pattern that matches exactly staticPagePaths(). */
export const STATIC_PAGES_SOURCE = `/(${LOCALES.join('|')})/(${STATIC_PAGES.join('|')})`;

/**
 * The answer's CSP differs for a frame (see above): a shared cache (the pages carry
 * `s-maxage`) must keep the two apart. The proxy says the same on the framed answer.
 */
export const VARY_BY_FRAME = { Vary: 'Sec-Fetch-Dest' } as const;

/** The header rule (next.config.ts `headers()` form) that gives the static pages `headers`. */
export function staticPageHeaderRule(headers: Record<string, string>): HeaderRule {
  const list = Object.entries({ ...headers, ...VARY_BY_FRAME }).map(([key, value]) => ({
    key,
    value,
  }));
  return { source: STATIC_PAGES_SOURCE, locale: false, headers: list };
}

/** The manifest's regex for a rule's source (`next start` compiles the source itself again). */
function sourceRegex(source: string): string {
  return `^${source.replaceAll('-', '\\-')}(?:/)?$`;
}

/**
 * The headers a production build's static pages answer outside frames with: the CSP names
 * their own inline scripts only (each page's bootstrap script, the same in every locale).
 */
export function staticPageSecurityHeaders(distDir: string): Record<string, string> {
  return pageSecurityHeaders(
    { NODE_ENV: 'production' },
    pagesInlineScriptSources(distDir, staticPagePaths()),
  );
}

type RoutesManifest = { headers: { source: string; headers: { key: string; value: string }[] }[] };

function manifestPath(distDir: string): string {
  return path.join(distDir, 'routes-manifest.json');
}

/**
 * Adds (or replaces) the static pages' rule in the build's routes-manifest.json; says for how
 * many paths. Rules of older code (one per path) are replaced too.
 */
export function writeStaticPageHeaders(distDir: string): number {
  const file = manifestPath(distDir);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutesManifest;
  const rule = staticPageHeaderRule(staticPageSecurityHeaders(distDir));
  const written = { ...rule, regex: sourceRegex(rule.source) };
  const ours = new Set([rule.source, ...staticPagePaths()]);
  manifest.headers = [...manifest.headers.filter((r) => !ours.has(r.source)), written];
  fs.writeFileSync(file, JSON.stringify(manifest));
  return staticPagePaths().length;
}

/**
 * Why the build in `distDir` would serve a static page without its security headers, or null
 * when every such path has them as this code would write them (a build not followed by
 * scripts/after-build.ts, or one from older code).
 */
export function staticPageHeadersProblem(distDir: string): string | null {
  let manifest: RoutesManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath(distDir), 'utf8')) as RoutesManifest;
  } catch {
    return null; // no build here (next dev): Next itself reports a missing build
  }
  const bySource = new Map(manifest.headers.map((r) => [r.source, r.headers]));
  const rule = staticPageHeaderRule(staticPageSecurityHeaders(distDir));
  const headers = new Map((bySource.get(rule.source) ?? []).map((h) => [h.key, h.value]));
  const wrong = rule.headers.filter(({ key, value }) => headers.get(key) !== value);
  if (wrong.length === 0) return null;
  return (
    `The build in ${distDir} lacks the security headers of its ${staticPagePaths().length} static pages ` +
    `(${wrong.map((h) => h.key).join(', ')}): ` +
    'build with `npm run build` (it runs scripts/after-build.ts after `next build`).'
  );
}
