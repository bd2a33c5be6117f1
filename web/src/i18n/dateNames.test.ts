import { MONTH_NAMES, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES } from './dateNames';

const LOCALES = { de: 'de-CH', en: 'en-GB' } as const;
const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

describe.each(Object.entries(LOCALES) as ['de' | 'en', string][])('%s', (language, locale) => {
  it('weekday names match Intl, Sunday first', () => {
    const long = intl(locale, { weekday: 'long' });
    const short = intl(locale, { weekday: 'short' });
    // 2026-11-22 is a Sunday.
    const days = [0, 1, 2, 3, 4, 5, 6].map((i) => new Date(Date.UTC(2026, 10, 22 + i, 12)));
    expect(WEEKDAY_NAMES[language]).toEqual(days.map((d) => long.format(d)));
    expect(WEEKDAY_SHORT_NAMES[language]).toEqual(days.map((d) => short.format(d)));
  });

  it('month names match Intl (standalone and in a date)', () => {
    const standalone = intl(locale, { month: 'long' });
    const inDate = intl(locale, { day: 'numeric', month: 'long' });
    const months = [...Array(12).keys()].map((m) => new Date(Date.UTC(2026, m, 14, 12)));
    expect(MONTH_NAMES[language]).toEqual(months.map((d) => standalone.format(d)));
    for (const [m, d] of months.entries())
      expect(inDate.format(d)).toContain(MONTH_NAMES[language][m]);
  });
});
