import {
  addMonths,
  clampDate,
  dayPartOf,
  fetchWindow,
  groupByDayPart,
  horizonEnd,
  monthGrid,
  moveDate,
} from './calendar';

describe('monthGrid', () => {
  it('lays a month out in Monday-first weeks with neighbour padding', () => {
    const weeks = monthGrid('2026-12');
    expect(weeks[0].map((c) => c.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[0][0].inMonth).toBe(false);
    expect(weeks.flat().filter((c) => c.inMonth)).toHaveLength(31);
    expect(weeks.at(-1)!.at(-1)).toEqual({ date: '2027-01-03', inMonth: false });
  });

  it('is right across the DST change (March 2027 has 31 days, weeks of 7)', () => {
    const weeks = monthGrid('2027-03');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(
      weeks
        .flat()
        .filter((c) => c.inMonth)
        .map((c) => c.date),
    ).toContain('2027-03-28');
    expect(weeks.flat().filter((c) => c.inMonth)).toHaveLength(31);
  });
});

describe('fetchWindow', () => {
  it('clamps the month to today/startDate and the horizon', () => {
    expect(fetchWindow('2026-12', '2026-12-10', '2027-02-20')).toEqual({
      startDate: '2026-12-10',
      endDate: '2026-12-31',
    });
    expect(fetchWindow('2027-01', '2026-12-10', '2027-02-20')).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    });
    expect(fetchWindow('2027-02', '2026-12-10', '2027-02-20')).toEqual({
      startDate: '2027-02-01',
      endDate: '2027-02-20',
    });
    expect(fetchWindow('2027-03', '2026-12-10', '2027-02-20')).toBeNull();
    expect(fetchWindow('2026-11', '2026-12-10', '2027-02-20')).toBeNull();
  });
});

describe('dates', () => {
  it('moves by month and horizon in calendar terms', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(horizonEnd('2026-12-10', 90)).toBe('2027-03-10');
    expect(clampDate('2026-12-01', '2026-12-10', '2027-03-10')).toBe('2026-12-10');
  });

  it.each([
    ['ArrowLeft', '2026-12-31'],
    ['ArrowRight', '2027-01-02'],
    ['ArrowUp', '2026-12-25'],
    ['ArrowDown', '2027-01-08'],
    ['Home', '2026-12-28'],
    ['End', '2027-01-03'],
    ['PageUp', '2026-12-01'],
    ['PageDown', '2027-02-01'],
  ] as const)('%s from Friday 2027-01-01 goes to %s', (key, expected) => {
    expect(moveDate('2027-01-01', key)).toBe(expected);
  });
});

describe('day parts', () => {
  it('groups slots by the Zurich clock, whatever the offset in the string', () => {
    expect(dayPartOf('2026-12-14T11:45:00+01:00')).toBe('morning');
    expect(dayPartOf('2026-12-14T11:00:00Z')).toBe('afternoon'); // 12:00 in Zurich
    expect(dayPartOf('2026-07-14T15:00:00Z')).toBe('evening'); // 17:00 in summer
    const groups = groupByDayPart([
      { start: '2026-12-14T08:00:00+01:00' },
      { start: '2026-12-14T13:15:00+01:00' },
      { start: '2026-12-14T18:30:00+01:00' },
      { start: '2026-12-14T09:15:00+01:00' },
    ]);
    expect(groups.morning.map((s) => s.start)).toEqual([
      '2026-12-14T08:00:00+01:00',
      '2026-12-14T09:15:00+01:00',
    ]);
    expect(groups.afternoon).toHaveLength(1);
    expect(groups.evening).toHaveLength(1);
  });
});
