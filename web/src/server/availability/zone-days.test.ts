/** zurichDays (./zone.ts): a Zurich day's instants, 23 h and 25 h on the DST change days. */
import { zurichDays } from './zone';

const HOUR = 3_600_000;
const hours = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / HOUR;

describe('zurichDays', () => {
  it('is 24 h on an ordinary day, from Zurich midnight to the next', () => {
    const winter = zurichDays('2026-01-15')!;
    expect(winter.start.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2026-01-15T23:00:00.000Z');
    const summer = zurichDays('2026-07-15')!;
    expect(summer.start.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(hours(summer)).toBe(24);
  });

  it('is 23 h on 2026-03-29 (02:00 becomes 03:00)', () => {
    const day = zurichDays('2026-03-29')!;
    expect(day.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(hours(day)).toBe(23);
  });

  it('is 25 h on 2026-10-25 (03:00 becomes 02:00)', () => {
    const day = zurichDays('2026-10-25')!;
    expect(day.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(hours(day)).toBe(25);
  });

  it('spans a range of days, both ends included, across a change', () => {
    const march = zurichDays('2026-03-28', '2026-03-30')!;
    expect(march.start).toEqual(zurichDays('2026-03-28')!.start);
    expect(march.end).toEqual(zurichDays('2026-03-30')!.end);
    expect(hours(march)).toBe(24 + 23 + 24);
    expect(hours(zurichDays('2026-10-24', '2026-10-26')!)).toBe(24 + 25 + 24);
    // One day when `to` is left out or the same.
    expect(zurichDays('2026-10-25', '2026-10-25')).toEqual(zurichDays('2026-10-25'));
  });

  it('gives an empty range for `to` before `from`, and null for no real date', () => {
    const inverted = zurichDays('2026-03-30', '2026-03-28')!;
    expect(inverted.end.getTime()).toBeLessThan(inverted.start.getTime());
    for (const bad of ['2026-02-30', '2026-3-29', '29.03.2026', ''])
      expect(zurichDays(bad)).toBeNull();
    expect(zurichDays('2026-03-29', '2026-13-01')).toBeNull();
  });
});
