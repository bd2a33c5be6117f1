/**
 * The redirect the proxy answers for a request, or null to let it through (SPEC 2):
 * a bare path goes to the visitor's locale keeping path and query; a locale root goes to
 * its first step.
 */
import { TECHNICAL_LOCALE, isLocale } from './locales';
import { negotiateLocale } from './negotiate';

export const FIRST_STEP_PATH = '/check-up';

export interface LocaleRequest {
  /** The locale Next parsed from the path; TECHNICAL_LOCALE for a bare path. */
  locale: string | undefined;
  /** The path without the locale prefix. */
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

export function localeRedirect(request: LocaleRequest): string | null {
  const path =
    request.pathname === '/' || request.pathname === '' ? FIRST_STEP_PATH : request.pathname;
  if (request.locale === TECHNICAL_LOCALE || request.locale === undefined) {
    const locale = negotiateLocale({
      cookie: request.cookie,
      acceptLanguage: request.acceptLanguage,
    });
    return `/${locale}${path}${request.search}`;
  }
  if (isLocale(request.locale) && path !== request.pathname) {
    return `/${request.locale}${path}${request.search}`;
  }
  return null;
}
