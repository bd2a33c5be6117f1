import { DateTime } from 'luxon';
import {
  addDays,
  addMonths,
  calendarText,
  monthGrid,
  moveDate,
  weekdayOf,
  type CalendarKey,
} from './calendar';

// luxon (which this module used before; payment still depends on it) is the oracle.
const ZONE = 'Europe/Zurich';
const lux = (date: string) => DateTime.fromISO(date, { zone: ZONE });

describe('calendar arithmetic agrees with luxon', () => {
  const days: string[] = [];
  for (let d = '2024-01-01'; d < '2029-01-01'; d = addDays(d, 3)) days.push(d);

  it('adds days and reads weekdays over five years (leap years, DST switches)', () => {
    for (const d of days) {
      expect(weekdayOf(d)).toBe(lux(d).weekday);
      expect(addDays(d, 1)).toBe(lux(d).plus({ days: 1 }).toISODate());
      expect(addDays(d, -40)).toBe(lux(d).minus({ days: 40 }).toISODate());
    }
  });

  it('moves by month with the day clamped, like luxon', () => {
    for (const d of [
      ...days,
      '2027-03-31',
      '2028-03-31',
      '2026-05-31',
      '2026-12-31',
      '2027-01-31',
    ]) {
      expect(moveDate(d, 'PageUp')).toBe(lux(d).minus({ months: 1 }).toISODate());
      expect(moveDate(d, 'PageDown')).toBe(lux(d).plus({ months: 1 }).toISODate());
    }
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-06', -18)).toBe('2024-12');
  });

  it.each<CalendarKey>(['Home', 'End', 'ArrowUp', 'ArrowDown'])('%s matches luxon', (key) => {
    for (const d of days.slice(0, 200)) {
      const dt = lux(d);
      const expected = {
        Home: dt.minus({ days: dt.weekday - 1 }),
        End: dt.plus({ days: 7 - dt.weekday }),
        ArrowUp: dt.minus({ weeks: 1 }),
        ArrowDown: dt.plus({ weeks: 1 }),
      }[key as 'Home'];
      expect(moveDate(d, key)).toBe(expected.toISODate());
    }
  });

  it('builds month grids of whole Monday-first weeks', () => {
    for (let m = '2026-01'; m <= '2028-12'; m = addMonths(m, 1)) {
      const grid = monthGrid(m);
      const first = lux(`${m}-01`);
      expect(grid[0][0].date).toBe(first.minus({ days: first.weekday - 1 }).toISODate());
      expect(grid.flat().filter((c) => c.inMonth)).toHaveLength(first.daysInMonth!);
      for (const week of grid) expect(weekdayOf(week[0].date)).toBe(1);
    }
  });
});

describe('calendarText agrees with luxon in de-CH and en-GB', () => {
  it.each(['de-CH', 'en-GB'])('%s', (locale) => {
    for (let d = '2026-01-01'; d < '2027-01-01'; d = addDays(d, 1)) {
      const dt = lux(d).setLocale(locale);
      expect(calendarText.weekdayLong(d, locale)).toBe(dt.toFormat('cccc'));
      expect(calendarText.weekdayShort(d, locale)).toBe(dt.toFormat('ccc'));
      // German "14. Dezember", English "14 December"  (no German date style in English).
      const style = locale === 'de-CH' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy';
      expect(calendarText.dayLabel(d, locale)).toBe(dt.toFormat(style));
      expect(calendarText.monthTitle(d.slice(0, 7), locale)).toBe(dt.toFormat('LLLL yyyy'));
    }
  });
});
