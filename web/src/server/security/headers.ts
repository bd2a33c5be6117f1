/**
 * The security headers of every page, built from the environment at request time (the proxy,
 * src/proxy.ts, sets them), so that the Studio origin can be configured without a rebuild.
 *
 * Content-Security-Policy: scripts only from the site itself, Stripe.js and the tag manager,
 * plus, by hash, the one bootstrap script per page that the build inlines (./inline-hashes.ts;
 * `__NEXT_DATA__` is JSON, not executed; the tag manager is loaded as an external script,
 * features/analytics/TagManager.tsx), so no 'unsafe-inline'; Stripe's
 * frames and API; the tag manager's collection endpoints; nothing may frame the site but
 * itself and, where STUDIO_ORIGIN is set, the Studio (its preview pane). A nonce is used only
 * for draft-mode responses (withScriptNonce): published pages are statically generated (ISR)
 * and served from cache, so a per-response nonce could not reach their HTML.
 *
 * Permissions-Policy: the Payment Request API for the site and Stripe's frames; every sensor
 * and device the site never uses switched off.
 */

import { buildInlineScriptSources } from './inline-hashes';

type Env = Record<string, string | undefined>;

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE = {
  script: [STRIPE_JS, 'https://*.js.stripe.com'],
  frame: [STRIPE_JS, 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network', 'https://q.stripe.com'],
  img: ['https://*.stripe.com'],
};
const GTM = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
};

/** The origin of a configured URL, or null for a missing or malformed one. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * `draftPreview`: a request in draft mode (Studio's Presentation, docs/preview.md), whose Visual
 * Editing overlay writes its styles into <style> elements at run time (styled-components); only
 * those requests allow inline styles, and frames of the site itself (the receipt preview's
 * PDF). Published pages keep style-src 'self' and frame no page of the site.
 */
export function contentSecurityPolicy(
  env: Env = process.env,
  inlineScripts: string[] = [],
  draftPreview = false,
): string {
  const dev = env.NODE_ENV !== 'production';
  const studio = originOf(env.STUDIO_ORIGIN);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // next dev evaluates modules and injects styles for fast refresh; production does neither.
    'script-src': [
      "'self'",
      // next dev injects inline scripts of its own (no build to hash them) and fast refresh
      // evaluates modules; hashes would switch 'unsafe-inline' off, so dev lists none.
      ...(dev ? ["'unsafe-eval'", "'unsafe-inline'"] : inlineScripts),
      ...STRIPE.script,
      ...GTM.script,
    ],
    'style-src': ["'self'", ...(dev || draftPreview ? ["'unsafe-inline'"] : [])],
    'img-src': ["'self'", 'data:', ...STRIPE.img, ...GTM.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE.connect, ...GTM.connect, ...(dev ? ['ws:'] : [])],
    // Draft mode frames the site's own receipt preview (a PDF, docs/preview.md "The receipt").
    'frame-src': [...(draftPreview ? ["'self'"] : []), ...STRIPE.frame, ...GTM.frame],
    'frame-ancestors': ["'self'", ...(studio ? [studio] : [])],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * `csp` with a nonce for inline scripts, for a response rendered per request (draft mode,
 * docs/preview.md): such a page may be in no prerendered HTML (the email preview is rendered
 * per request), so no hash covers its bootstrap script. Next reads the nonce from the
 * request's CSP and writes it on its scripts (pages/_document.tsx). Not under next dev, whose
 * 'unsafe-inline' a nonce would switch off.
 */
export function withScriptNonce(csp: string, nonce: string): string {
  if (/(?:^|; )script-src [^;]*'unsafe-inline'/.test(csp)) return csp;
  return csp.replace(/(^|; )script-src /, `$1script-src 'nonce-${nonce}' `);
}

/** Only features Chromium knows: an unknown one (e.g. bluetooth) is a console warning on every page. */
export const PERMISSIONS_POLICY = [
  `payment=(self "${STRIPE_JS}")`,
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** The headers every page answers with. */
export function pageSecurityHeaders(
  env: Env = process.env,
  inlineScripts: string[] = buildInlineScriptSources(),
  draftPreview = false,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, inlineScripts, draftPreview),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

type Memo = { key: string; scripts: string[]; headers: [string, string][] };
const memos: { published: Memo | null; draft: Memo | null } = { published: null, draft: null };

/**
 * pageSecurityHeaders() of the current environment and build, as name/value pairs, built once
 * and again only when an input changes (the proxy asks on every page request; the values
 * depend on NODE_ENV, STUDIO_ORIGIN and the build's inline scripts only).
 */
export function currentPageSecurityHeaders(
  env: Env = process.env,
  inlineScripts: string[] = buildInlineScriptSources(),
  draftPreview = false,
): readonly [string, string][] {
  const key = `${env.NODE_ENV}\n${env.STUDIO_ORIGIN ?? ''}`;
  const which = draftPreview ? 'draft' : 'published';
  const memo = memos[which];
  if (memo?.key !== key || memo.scripts !== inlineScripts) {
    memos[which] = {
      key,
      scripts: inlineScripts,
      headers: Object.entries(pageSecurityHeaders(env, inlineScripts, draftPreview)),
    };
  }
  return memos[which]!.headers;
}
