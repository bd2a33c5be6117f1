/** zurichDate's per-hour offset path and zurichDatePlus agree with luxon (./zone.ts). */
import { DateTime } from 'luxon';
import { ZONE, zurichDate, zurichDatePlus } from './zone';

const luxonDate = (ms: number) => DateTime.fromMillis(ms, { zone: ZONE }).toISODate();
const luxonPlus = (ms: number, days: number) =>
  DateTime.fromMillis(ms, { zone: ZONE }).startOf('day').plus({ days }).toISODate();

/** A small deterministic generator (the cases replay). */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** Instants around every DST change of some years, where an hour's offset could matter. */
function dstInstants(): number[] {
  const out: number[] = [];
  for (let year = 1940; year <= 2100; year += 7)
    for (const month of [3, 10]) {
      // Last Sunday of the month, 01:00 UTC (the EU rule; earlier years just get samples).
      const last = DateTime.utc(year, month, 1).endOf('month').startOf('day');
      const sunday = last.minus({ days: last.weekday % 7 }).set({ hour: 1 });
      for (let m = -90; m <= 90; m += 7) out.push(sunday.toMillis() + m * 60_000 - 1);
    }
  return out;
}

describe('zurichDate fast path', () => {
  it('answers what luxon answers, at random instants and around DST changes', () => {
    const random = rng(15_2);
    const instants = [
      ...dstInstants(),
      ...Array.from(
        { length: 4_000 },
        () => Date.UTC(1890, 0, 1) + random() * 330 * 365 * 86_400_000,
      ),
      Date.UTC(1894, 4, 31, 23, 29, 45), // Zurich left local mean time within an hour
      Date.UTC(1894, 4, 31, 23, 30, 15),
      Date.UTC(1899, 11, 31, 23, 30),
      Date.UTC(8999, 11, 31, 23, 30),
      Date.UTC(9999, 11, 31, 23, 30),
      -62_198_755_200_000, // year 0
      0,
    ].map(Math.floor);
    for (const ms of instants) {
      expect([ms, zurichDate(ms)]).toEqual([ms, luxonDate(ms)]);
      expect(zurichDate(new Date(ms))).toBe(luxonDate(ms));
    }
  });

  it('adds calendar days as luxon does (the booking horizon)', () => {
    const random = rng(7);
    for (let i = 0; i < 1_500; i++) {
      const ms = Math.floor(Date.UTC(1950, 0, 1) + random() * 150 * 365 * 86_400_000);
      const days = Math.floor(random() * 800);
      expect([ms, days, zurichDatePlus(ms, days)]).toEqual([ms, days, luxonPlus(ms, days)]);
    }
    for (const ms of dstInstants()) expect(zurichDatePlus(ms, 90)).toBe(luxonPlus(ms, 90));
  });
});
