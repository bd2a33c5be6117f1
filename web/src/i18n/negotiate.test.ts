import { localeForLanguageTag, negotiateLocale, parseAcceptLanguage } from './negotiate';
import { localeRedirect } from './localeRedirect';

describe('parseAcceptLanguage', () => {
  it('orders ranges by q, then by position, and drops q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.9, en-US;q=0.5, de-DE, it;q=0')).toEqual([
      'de-de',
      'fr',
      'en-us',
    ]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('localeForLanguageTag', () => {
  it.each([
    ['en', 'en-ch'],
    ['de', 'de-ch'],
    ['de-DE', 'de-de'],
    ['en-DE', 'en-de'],
    ['de-CH', 'de-ch'],
    ['en-GB', 'en-ch'],
    ['de-AT', 'de-ch'],
  ])('%s -> %s', (tag, locale) => expect(localeForLanguageTag(tag)).toBe(locale));

  it('has no locale for other languages', () => {
    expect(localeForLanguageTag('fr-CH')).toBeNull();
    expect(localeForLanguageTag('*')).toBeNull();
  });
});

describe('negotiateLocale', () => {
  it('prefers a valid cookie over the header', () => {
    expect(negotiateLocale({ cookie: 'en-de', acceptLanguage: 'de-CH' })).toBe('en-de');
  });
  it('ignores an invalid cookie', () => {
    expect(negotiateLocale({ cookie: 'fr-fr', acceptLanguage: 'de-DE' })).toBe('de-de');
  });
  it('skips languages we do not have', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr-CH, it;q=0.8, en;q=0.5' })).toBe('en-ch');
  });
  it('falls back to de-ch', () => {
    expect(negotiateLocale({})).toBe('de-ch');
    expect(negotiateLocale({ acceptLanguage: 'fr' })).toBe('de-ch');
  });
});

describe('localeRedirect', () => {
  const bare = { locale: 'default', search: '' };
  it('sends / to the first step of the negotiated locale', () => {
    expect(localeRedirect({ ...bare, pathname: '/' })).toBe('/de-ch/check-up');
    expect(localeRedirect({ ...bare, pathname: '/', acceptLanguage: 'de-DE' })).toBe(
      '/de-de/check-up',
    );
  });
  it('keeps path and query of a bare path', () => {
    expect(localeRedirect({ locale: 'default', pathname: '/summary', search: '?x=1&y=2' })).toBe(
      '/de-ch/summary?x=1&y=2',
    );
    expect(localeRedirect({ ...bare, pathname: '/check-up', cookie: 'en-de' })).toBe(
      '/en-de/check-up',
    );
  });
  it('sends a locale root to its first step', () => {
    expect(localeRedirect({ locale: 'en-ch', pathname: '/', search: '?a=b' })).toBe(
      '/en-ch/check-up?a=b',
    );
  });
  it('lets a localized path through', () => {
    expect(localeRedirect({ locale: 'de-de', pathname: '/check-up', search: '' })).toBeNull();
    expect(localeRedirect({ locale: 'en-de', pathname: '/nowhere', search: '' })).toBeNull();
  });
});
