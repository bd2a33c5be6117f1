/**
 * In front of the pages (Next 16 "proxy", formerly middleware): first the redirect rules
 * from content (Studio), then locale routing: bare paths go to the visitor's locale, locale
 * roots to the first step; a page that is served gets the security headers
 * (server/security/headers.ts). The decisions are the pure, unit-tested matchRedirect() and
 * localeRedirect().
 */
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, TECHNICAL_LOCALE } from '@/i18n/locales';
import { localeRedirect } from '@/i18n/localeRedirect';
import { matchRedirect } from '@/shared/route-rules';
import { redirectRules, redirectUrl } from '@/server/redirects/redirectRules';
import { currentPageSecurityHeaders, withScriptNonce } from '@/server/security/headers';

/** The cookie Next's draft mode sets (res.setDraftMode, pages/api/preview/enable.ts). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

export async function proxy(request: NextRequest) {
  const { locale, pathname } = request.nextUrl;
  const fullPath =
    locale && locale !== TECHNICAL_LOCALE
      ? `/${locale}${pathname === '/' ? '' : pathname}`
      : pathname;
  const rule = matchRedirect(fullPath, await redirectRules());
  if (rule) {
    return NextResponse.redirect(redirectUrl(rule.to, request.url), rule.permanent ? 308 : 307);
  }

  const target = localeRedirect({
    locale: request.nextUrl.locale,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookie: request.cookies.get(LOCALE_COOKIE.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (!target) {
    // Every page answers with its CSP and Permissions-Policy (from the env at runtime, built
    // once per process and environment, not per request).
    // Next's draft-mode cookie (set by /api/preview/enable): the preview's overlay needs inline
    // styles. Its presence only widens style-src; Next itself checks its signature.
    const draft = request.cookies.has(DRAFT_MODE_COOKIE);
    const headers = currentPageSecurityHeaders(undefined, undefined, draft);
    if (!draft) {
      const response = NextResponse.next();
      for (const [name, value] of headers) response.headers.set(name, value);
      return response;
    }
    // Draft mode renders every page per request: its scripts get a fresh nonce, given to Next
    // in the request's CSP (the supported way; a page rendered per request has no build hash).
    const nonce = btoa(crypto.randomUUID());
    const withNonce = headers.map(([name, value]): [string, string] => [
      name,
      name === 'Content-Security-Policy' ? withScriptNonce(value, nonce) : value,
    ]);
    const requestHeaders = new Headers(request.headers);
    for (const [name, value] of withNonce)
      if (name === 'Content-Security-Policy') requestHeaders.set(name, value);
    const response = NextResponse.next({ request: { headers: requestHeaders } });
    for (const [name, value] of withNonce) response.headers.set(name, value);
    return response;
  }
  // 307: a temporary answer, the visitor's locale may differ next time.
  const response = NextResponse.redirect(new URL(target, request.url), 307);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  // Every page, not API routes, Next's own files or public files (anything with a dot in its
  // name). `locale: false`: the pattern sees the whole path, locale included; Next puts the
  // technical locale in front of a path without one before matching (/api/health is
  // /default/api/health).
  matcher: [
    {
      source: '/((?!(?:default/)?(?:api|_next|_vercel)/|.*\\..*).*)',
      locale: false,
    },
  ],
};
