import {
  combinePhone,
  countryNames,
  optionsFromNames,
  type CountryNames,
  matchCountry,
  PHONE_PATTERN,
  splitPhone,
} from './phoneCountries';
import type { Market } from '@/i18n/locales';

/** The picker options as the page gets them: names from getStaticProps, options in the browser. */
const countryOptions = (market: Market, language: string) =>
  optionsFromNames(market, countryNames(market, language));

describe('countryOptions', () => {
  it('puts the market preferred countries first, in their order, then the rest by name', () => {
    const ch = countryOptions('ch', 'de');
    expect(ch.slice(0, 5).map((c) => c.code)).toEqual(['CH', 'DE', 'FR', 'IT', 'GB']);
    expect(
      countryOptions('de', 'en')
        .slice(0, 2)
        .map((c) => c.code),
    ).toEqual(['DE', 'CH']);
    const rest = ch.slice(5).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare));
    expect(ch.length).toBeGreaterThan(150);
  });

  it('gives flag, localized name and call code', () => {
    const [ch] = countryOptions('ch', 'de');
    expect(ch).toEqual({
      code: 'CH',
      flag: '🇨🇭',
      name: 'Schweiz',
      callCode: '41',
      preferred: true,
    });
    expect(countryOptions('ch', 'en')[0].name).toBe('Switzerland');
  });
});

describe('phone numbers', () => {
  it('combines call code and national number to + and digits, dropping the trunk 0', () => {
    expect(combinePhone('CH', '079 123 45 67')).toBe('+41791234567');
    expect(combinePhone('DE', '(030) 1234-5678')).toBe('+493012345678');
    expect(PHONE_PATTERN.test(combinePhone('CH', '079 123 45 67'))).toBe(true);
    expect(PHONE_PATTERN.test(combinePhone('CH', '12'))).toBe(false);
    expect(PHONE_PATTERN.test(combinePhone('DE', '1234567890123456'))).toBe(false);
    // A letter stays in, so the joined number is invalid rather than a digit short.
    expect(combinePhone('CH', '079 12a 45 67')).toBe('+417912a4567');
    expect(PHONE_PATTERN.test(combinePhone('CH', '079 12a 45 67'))).toBe(false);
  });

  it('splits a stored number back, preferring the market countries for shared codes', () => {
    expect(splitPhone('+41791234567', ['CH'])).toEqual({ country: 'CH', national: '791234567' });
    expect(splitPhone('+390612345678', ['IT'])).toEqual({ country: 'IT', national: '0612345678' });
    expect(splitPhone('+390612345678', ['VA'])).toEqual({ country: 'VA', national: '0612345678' });
    expect(splitPhone('0791234567', ['CH'])).toBeNull();
  });

  it('matches a prefilled country by code or localized name', () => {
    const options = countryOptions('ch', 'de');
    expect(matchCountry('ch', options)).toBe('CH');
    expect(matchCountry('Deutschland', options)).toBe('DE');
    expect(matchCountry('Atlantis', options)).toBeNull();
  });
});

describe('countryNames / optionsFromNames', () => {
  it('travel as [code, name] pairs and give the same options as countryOptions', () => {
    const names = countryNames('de', 'de');
    expect(names[0]).toEqual(['DE', 'Deutschland']);
    // What getStaticProps sends is plain JSON.
    const sent = JSON.parse(JSON.stringify(names)) as CountryNames;
    expect(optionsFromNames('de', sent)).toEqual(countryOptions('de', 'de'));
    expect(optionsFromNames('ch', sent).find((o) => o.code === 'CH')).toMatchObject({
      preferred: true,
      callCode: '41',
      flag: '🇨🇭',
    });
  });
});
