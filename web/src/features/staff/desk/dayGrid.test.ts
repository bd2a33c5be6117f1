import { clock, gridHours, instantAt, minuteOfDay, shiftDate, zurichToday } from './dayGrid';

describe('day grid', () => {
  it('places instants in Zurich minutes, also on DST days', () => {
    expect(minuteOfDay('2026-06-01T06:00:00Z', '2026-06-01')).toBe(8 * 60);
    expect(minuteOfDay('2026-12-01T07:00:00Z', '2026-12-01')).toBe(8 * 60);
    // 29 March 2026: clocks go 02:00 -> 03:00; 08:00 local is 06:00Z, placed at 08:00.
    expect(minuteOfDay('2026-03-29T06:00:00Z', '2026-03-29')).toBe(8 * 60);
    expect(minuteOfDay('2026-10-25T07:00:00Z', '2026-10-25')).toBe(8 * 60);
    expect(minuteOfDay('2026-10-24T07:00:00Z', '2026-10-25')).toBe(0);
    expect(clock('2026-03-29T06:00:00Z')).toBe('08:00');
    expect(clock('2026-10-25T07:00:00Z')).toBe('08:00');
    for (const date of ['2026-03-29', '2026-10-25', '2026-06-01'])
      expect(minuteOfDay(instantAt(date, 8 * 60), date)).toBe(8 * 60);
  });

  it('covers opening hours and bookings in whole hours', () => {
    expect(gridHours('2026-06-01', [])).toEqual({ first: 420, last: 1140 });
    expect(
      gridHours('2026-06-01', [{ start: '2026-06-01T04:30:00Z', end: '2026-06-01T18:15:00Z' }]),
    ).toEqual({ first: 360, last: 21 * 60 });
  });

  it('steps days across month ends and knows the Zurich date', () => {
    expect(shiftDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(zurichToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});
