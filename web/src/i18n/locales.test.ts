import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALES_BY_MARKET,
  LOCALE_COOKIE,
  PREFERRED_PHONE_COUNTRIES,
  flagEmoji,
  htmlLang,
  isLocale,
  languageOf,
  localeCookieString,
  localeFor,
  marketOf,
  toLocale,
} from './locales';
import nextConfig from '../../next.config';
import i18nextConfig from '../../next-i18next.config.js';

describe('locales', () => {
  it('knows the four locales with de-ch as default', () => {
    expect(LOCALES).toEqual(['de-ch', 'en-ch', 'de-de', 'en-de']);
    expect(DEFAULT_LOCALE).toBe('de-ch');
  });

  it('maps each locale to its market and language and back', () => {
    expect(LOCALES.map((l) => [marketOf(l), languageOf(l)])).toEqual([
      ['ch', 'de'],
      ['ch', 'en'],
      ['de', 'de'],
      ['de', 'en'],
    ]);
    for (const locale of LOCALES)
      expect(localeFor(marketOf(locale), languageOf(locale))).toBe(locale);
  });

  it('orders the locales of each market as the spec says', () => {
    expect(LOCALES_BY_MARKET.ch).toEqual(['en-ch', 'de-ch']);
    expect(LOCALES_BY_MARKET.de).toEqual(['de-de', 'en-de']);
  });

  it('tells real locales from anything else', () => {
    expect(isLocale('en-de')).toBe(true);
    expect(isLocale('default')).toBe(false);
    expect(isLocale('EN-DE')).toBe(false);
    expect(toLocale('default')).toBe('de-ch');
    expect(toLocale(undefined)).toBe('de-ch');
    expect(toLocale('en-ch')).toBe('en-ch');
  });

  it('gives BCP 47 tags for <html lang>', () => {
    expect(LOCALES.map(htmlLang)).toEqual(['de-CH', 'en-CH', 'de-DE', 'en-DE']);
  });

  it('lists the preferred phone countries per market', () => {
    expect(PREFERRED_PHONE_COUNTRIES.ch).toEqual(['CH', 'DE', 'FR', 'IT', 'GB']);
    expect(PREFERRED_PHONE_COUNTRIES.de).toEqual(['DE', 'CH', 'FR', 'IT', 'GB']);
  });

  it('builds flag emoji from country codes', () => {
    expect(flagEmoji('CH')).toBe('🇨🇭');
    expect(flagEmoji('de')).toBe('🇩🇪');
    expect(flagEmoji('GB')).toBe('🇬🇧');
    expect(flagEmoji('C1')).toBe('');
  });

  it('describes the locale cookie: i18n_redirected, 365 days, path /, SameSite=Lax', () => {
    expect(LOCALE_COOKIE.name).toBe('i18n_redirected');
    expect(LOCALE_COOKIE.maxAgeSeconds).toBe(31536000);
    expect(localeCookieString('en-de')).toBe(
      'i18n_redirected=en-de; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is the source of the Next and next-i18next locale lists', () => {
    expect(nextConfig('phase-production-server').i18n?.locales).toEqual(['default', ...LOCALES]);
    expect(i18nextConfig.i18n.locales).toEqual(['default', ...LOCALES]);
    for (const locale of LOCALES)
      expect(i18nextConfig.fallbackLng[locale]).toEqual([languageOf(locale)]);
  });
});
