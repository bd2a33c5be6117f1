/**
 * Which locale a visitor without one in the path gets (SPEC 2): the i18n_redirected cookie,
 * then the browser's Accept-Language, then the default. Pure, so the proxy stays thin.
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFor,
  type Language,
  type Locale,
  type Market,
} from './locales';

interface LanguageRange {
  tag: string;
  q: number;
  order: number;
}

/** Accept-Language ranges, best first (by q, then by their order in the header). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0) return;
    ranges.push({ tag, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order).map((r) => r.tag);
}

/** Our locale for one language range: de-DE -> de-de, en -> en-ch, de-AT -> de-ch, fr -> null. */
export function localeForLanguageTag(tag: string): Locale | null {
  const [language, region] = tag.toLowerCase().split('-');
  if (language !== 'de' && language !== 'en') return null;
  const market: Market = region === 'de' ? 'de' : 'ch';
  return localeFor(market, language as Language);
}

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  for (const tag of parseAcceptLanguage(header)) {
    const locale = localeForLanguageTag(tag);
    if (locale) return locale;
  }
  return null;
}

export function negotiateLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}
