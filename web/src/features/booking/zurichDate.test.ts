import { DateTime } from 'luxon';
import {
  isRealDate,
  laterDate,
  parseInstant,
  todayInZurich,
  zurichDateOf,
  zurichOffsetHours,
  zurichTimeOf,
} from './zurichDate';

// luxon and Intl (both reading the IANA zone data) are the oracles for the written-out rule.
const ZONE = 'Europe/Zurich';

describe('todayInZurich', () => {
  it('takes the day in Zurich, not in UTC', () => {
    expect(todayInZurich(new Date('2026-06-11T22:30:00Z'))).toBe('2026-06-12');
    expect(todayInZurich(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(todayInZurich(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('agrees with luxon every 7 hours over two years (both DST switches)', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3_600_000) {
      const now = new Date(t);
      expect(todayInZurich(now)).toBe(DateTime.fromJSDate(now, { zone: ZONE }).toISODate());
    }
  });
});

describe('isRealDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-02-30', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['20260101', false],
  ])('%s -> %s', (value, real) => {
    expect(isRealDate(value)).toBe(real);
  });
});

describe('parseInstant', () => {
  it.each([
    '2026-06-12T09:30:00+02:00',
    '2026-06-12T09:30+02:00',
    '2026-06-12T09:30:00.250+0200',
    '2026-12-14T10:00:00Z',
    '2026-03-29T01:30:00-05:30',
    '2026-03-29T23:59:59.999+00:00',
  ])('%s: same instant and ISO form as luxon', (value) => {
    const expected = DateTime.fromISO(value, { setZone: true });
    const parsed = parseInstant(value);
    expect(parsed).not.toBeNull();
    expect(parsed!.millis).toBe(expected.toMillis());
    expect(parsed!.iso).toBe(expected.toISO());
  });

  it.each([
    '2026-06-12T09:30:00',
    '2026-06-12',
    '2026-02-30T09:30:00Z',
    '2026-06-12T24:00:00Z',
    '2026-06-12T09:60:00Z',
    '2026-06-12 09:30:00Z',
    'yesterday',
    '',
  ])('rejects %s', (value) => {
    expect(parseInstant(value)).toBeNull();
  });
});

describe('zurichDateOf / zurichTimeOf', () => {
  it('reads the Zurich wall clock in summer and winter time', () => {
    expect(zurichTimeOf('2026-06-12T07:30:00Z')).toBe('09:30');
    expect(zurichTimeOf('2026-12-14T07:30:00Z')).toBe('08:30');
    expect(zurichDateOf('2026-06-11T23:15:00Z')).toBe('2026-06-12');
    expect(zurichTimeOf('2026-06-11T23:15:00Z')).toBe('01:15');
    expect(zurichTimeOf('2026-06-12T09:30:00')).toBeNull();
    expect(zurichDateOf('nonsense')).toBeNull();
  });

  it('agrees with luxon every 97 minutes over a year', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 60_000) {
      const iso = new Date(t).toISOString();
      const dt = DateTime.fromMillis(t, { zone: ZONE });
      expect(zurichTimeOf(iso)).toBe(dt.toFormat('HH:mm'));
      expect(zurichDateOf(iso)).toBe(dt.toISODate());
    }
  });
});

describe('laterDate', () => {
  it('returns the later day', () => {
    expect(laterDate('2026-06-12', '2026-06-11')).toBe('2026-06-12');
    expect(laterDate('2026-01-01', '2026-12-31')).toBe('2026-12-31');
  });
});

describe('zurichOffsetHours', () => {
  it('switches at 01:00 UTC on the last Sundays of March and October', () => {
    expect(zurichOffsetHours(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe(1);
    expect(zurichOffsetHours(Date.UTC(2026, 2, 29, 1))).toBe(2);
    expect(zurichOffsetHours(Date.UTC(2026, 9, 25, 0, 59, 59))).toBe(2);
    expect(zurichOffsetHours(Date.UTC(2026, 9, 25, 1))).toBe(1);
    expect(zurichOffsetHours(Date.UTC(2027, 2, 28, 1))).toBe(2);
  });

  it("agrees with Intl's Europe/Zurich every hour from 2024 to 2040", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      timeZoneName: 'longOffset',
    });
    const offsetOf = (t: number) =>
      intl.formatToParts(new Date(t)).find((p) => p.type === 'timeZoneName')?.value;
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) {
      if (offsetOf(t) !== `GMT+0${zurichOffsetHours(t)}:00`) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});
