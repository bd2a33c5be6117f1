import { formatSlotDay, formatSlotTime } from './formatSlot';

describe('appointment dates on the summary, payment and success steps', () => {
  it('writes the Zurich day in the language, whatever the offset of the instant', () => {
    expect(formatSlotDay('2026-12-14T10:00:00+01:00', 'de')).toBe('Montag, 14. Dezember 2026');
    expect(formatSlotDay('2026-12-14T10:00:00+01:00', 'en')).toBe('Monday, 14 December 2026');
    // 23:30 UTC on the 13th is already the 14th in Zurich
    expect(formatSlotDay('2026-12-13T23:30:00Z', 'de')).toBe('Montag, 14. Dezember 2026');
    expect(formatSlotDay('not a date', 'de')).toBe('');
  });

  it('writes the Zurich clock, across the spring DST change', () => {
    expect(formatSlotTime('2027-03-29T08:00:00+02:00', '2027-03-29T09:30:00+02:00')).toBe(
      '08:00–09:30',
    );
    expect(formatSlotTime('2027-03-29T06:00:00Z', null)).toBe('08:00');
    expect(formatSlotTime('garbage', null)).toBe('');
  });
});

describe('formatSlotDay agrees with Intl (Europe/Zurich) in both languages', () => {
  it.each([
    ['de', 'de-CH'],
    ['en', 'en-GB'],
  ])('%s', (language, locale) => {
    const intl = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Zurich',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 5 * 3_600_000 + 7 * 60_000) {
      expect(formatSlotDay(new Date(t).toISOString(), language)).toBe(intl.format(t));
    }
  });
});
