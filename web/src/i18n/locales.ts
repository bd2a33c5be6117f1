/**
 * The locale facts of the site (SPEC 3, 9): the one place that knows which locales exist,
 * which market and language each belongs to, and how the locale cookie is set.
 * Pure data and functions, safe for the browser, the server and the proxy.
 */
export const LOCALES = ['de-ch', 'en-ch', 'de-de', 'en-de'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'de-ch';

/** Next's technical default locale: never shown, always redirected to a real one. */
export const TECHNICAL_LOCALE = 'default';

export const MARKETS = ['ch', 'de'] as const;
export type Market = (typeof MARKETS)[number];

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A real locale for anything Next hands us (the technical 'default', undefined...). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function marketOf(locale: Locale): Market {
  return locale.endsWith('-ch') ? 'ch' : 'de';
}

export function languageOf(locale: Locale): Language {
  return locale.startsWith('en-') ? 'en' : 'de';
}

export function localeFor(market: Market, language: Language): Locale {
  return `${language}-${market}` as Locale;
}

/** The order in which a market offers its languages (SPEC 3). */
export const LOCALES_BY_MARKET: Record<Market, readonly Locale[]> = {
  ch: ['en-ch', 'de-ch'],
  de: ['de-de', 'en-de'],
};

/** BCP 47 tag for <html lang> and Intl: de-ch -> de-CH. */
export function htmlLang(locale: Locale): string {
  const [language, region] = locale.split('-');
  return `${language}-${region.toUpperCase()}`;
}

/** Phone country codes offered first in the phone field, per market (SPEC 3). */
export const PREFERRED_PHONE_COUNTRIES: Record<Market, readonly string[]> = {
  ch: ['CH', 'DE', 'FR', 'IT', 'GB'],
  de: ['DE', 'CH', 'FR', 'IT', 'GB'],
};

/** Flag emoji of an ISO 3166-1 alpha-2 country code, built from regional indicator symbols. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(base + code.charCodeAt(0), base + code.charCodeAt(1));
}

/** The cookie that remembers the visitor's locale (SPEC 4, 9). */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

/** The Set-Cookie / document.cookie string that stores `locale`. */
export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=${LOCALE_COOKIE.path}; SameSite=${LOCALE_COOKIE.sameSite}`;
}

/**
 * Example contact details in hints, per market (docs/spec.md): a visitor from Germany sees a
 * German address and number, not Swiss ones.
 */
export const CONTACT_EXAMPLES: Record<Market, { email: string; phone: string }> = {
  ch: { email: 'anna@example.ch', phone: '+41 44 123 45 67' },
  de: { email: 'anna@example.de', phone: '+49 30 1234 5678' },
};
