import { DateTime } from 'luxon';
import { formatDay, formatSlotDate, formatSlotRange, formatSlotTime } from './slotFormat';

// luxon is the oracle (it reads the IANA zone itself).
const luxonDay = (dt: DateTime, locale: string) =>
  dt.setLocale(locale).toFormat(locale === 'de-CH' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy');

describe('slotFormat', () => {
  it('formats in the Zurich zone whatever offset the instant carries', () => {
    expect(formatSlotDate('2026-06-11T23:30:00Z', 'de')).toBe('Freitag, 12. Juni 2026');
    expect(formatSlotTime('2026-06-11T23:30:00Z')).toBe('01:30');
    expect(formatSlotRange('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')).toBe('01:30–03:30');
    expect(formatSlotTime('2026-06-12T09:30:00')).toBeNull();
    expect(formatSlotRange('2026-06-12T07:30:00Z', 'broken')).toBe('09:30');
    expect(formatDay('2027-02-29', 'en')).toBeNull();
    expect(formatDay('2027-02-28', 'en')).toBe('Sunday, 28 February 2027');
  });

  it('agrees with luxon for a year of instants in both languages', () => {
    for (
      let t = Date.UTC(2026, 0, 1);
      t < Date.UTC(2027, 0, 1);
      t += 11 * 3_600_000 + 17 * 60_000
    ) {
      const iso = new Date(t).toISOString();
      const dt = DateTime.fromMillis(t, { zone: 'Europe/Zurich' });
      expect(formatSlotDate(iso, 'de')).toBe(luxonDay(dt, 'de-CH'));
      expect(formatSlotDate(iso, 'en')).toBe(luxonDay(dt, 'en-GB'));
      expect(formatSlotTime(iso)).toBe(dt.toFormat('HH:mm'));
      expect(formatDay(dt.toISODate()!, 'de')).toBe(luxonDay(dt, 'de-CH'));
    }
  });
});
