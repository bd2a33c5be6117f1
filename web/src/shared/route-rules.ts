/**
 * Route rules by path (SPEC 2 "global guard"): redirect documents from content, matched on
 * the exact path, with its locale prefix or without. Pure, shared by the API route and tests.
 */
import { isLocale } from '@/i18n/locales';

export interface RedirectRule {
  from: string;
  to: string;
  permanent: boolean;
}

export interface RouteRules {
  redirect: { to: string; permanent: boolean } | null;
}

export function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** '/de-ch/angebot/?a=1#x' -> '/de-ch/angebot' */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

/** Splits '/de-ch/angebot' into the locale and the rest ('/angebot'); no locale -> null. */
export function splitLocale(path: string): { locale: string | null; rest: string } {
  const [, first, ...rest] = path.split('/');
  if (isLocale(first)) {
    return { locale: first, rest: `/${rest.join('/')}` === '/' ? '/' : `/${rest.join('/')}` };
  }
  return { locale: null, rest: path };
}

const indexes = new WeakMap<readonly RedirectRule[], Map<string, RedirectRule>>();

/**
 * The rules by normalised `from`, built once per rules array: the proxy matches every page
 * request against the same cached list (rule arrays are never changed once read). Later rules
 * win, as before (a Map built in order).
 */
function indexByFrom(rules: readonly RedirectRule[]): Map<string, RedirectRule> {
  let index = indexes.get(rules);
  if (!index) {
    index = new Map(rules.map((rule) => [normalizePath(rule.from), rule]));
    indexes.set(rules, index);
  }
  return index;
}

/**
 * The redirect for `path`, or null. A rule written with the locale wins over one without;
 * a rule without locale keeps the visitor's locale on a relative target.
 */
export function matchRedirect(
  path: string,
  rules: readonly RedirectRule[],
): RouteRules['redirect'] {
  const requested = normalizePath(path);
  const byFrom = indexByFrom(rules);
  const { locale, rest } = splitLocale(requested);

  let to: string | null = null;
  let permanent = false;
  const exact = byFrom.get(requested);
  if (exact) {
    to = exact.to;
    permanent = exact.permanent;
  } else if (locale) {
    const general = byFrom.get(rest);
    if (general) {
      permanent = general.permanent;
      const target = general.to;
      to =
        isAbsoluteUrl(target) ||
        splitLocale(normalizePath(target)).locale ||
        !target.startsWith('/')
          ? target
          : `/${locale}${target === '/' ? '' : target}`;
    }
  }
  if (to === null) return null;
  // A rule pointing at the path itself would loop.
  if (!isAbsoluteUrl(to) && normalizePath(to) === requested) return null;
  return { to, permanent };
}
