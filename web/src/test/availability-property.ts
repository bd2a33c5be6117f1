/**
 * Property check (run by slots.property.test.ts, in child processes per time zone): the integer-minute engine (slots.ts) answers exactly what the former luxon
 * engine (slots.reference.ts) answers, over random calendars, closures, rooms, busy
 * intervals, durations, steps, minimum notice, horizons and windows, many of them around the
 * DST days 2026-10-25 and 2027-03-28, under three process time zones. The generator is
 * seeded (PROPERTY_SEED to replay); a failure prints the seed and the case.
 */
import {
  computeAvailability,
  isSlotStart,
  type AvailabilityQuery,
  type LocationRules,
} from '@/server/availability/slots';
import { referenceAvailability, referenceIsSlotStart } from '@/server/availability/slots.reference';

/** mulberry32: small seeded PRNG, so a failing case can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  return { next, int, pick };
}
type Rng = ReturnType<typeof rng>;

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function randomRules(r: Rng, around: number): LocationRules {
  const openingHours = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const n = r.pick([0, 1, 1, 1, 2, 3]);
    for (let i = 0; i < n; i++) {
      const grid = r.pick([1, 5, 15, 30, 60]);
      const from = r.int(0, 1440 / grid) * grid;
      const to = r.next() < 0.1 ? 1440 : Math.min(1440, from + r.int(-60, 900));
      openingHours.push({ weekday, from: hhmm(Math.max(0, from)), to: hhmm(Math.max(0, to)) });
    }
  }
  const closures = Array.from({ length: r.int(0, 6) }, () =>
    isoDay(around + r.int(-20, 40) * DAY_MS),
  );
  const roomCount = r.int(1, 4);
  return {
    openingHours,
    closures,
    roomId: Array.from({ length: roomCount }, (_, i) => `room-${i}`),
    slotStepMinutes: r.pick([1, 5, 10, 15, 20, 25, 30, 45, 60, 90]),
    minimumNoticeHours: r.pick([0, 0, 0.5, 1, 2, 24, 48, r.next() * 72]),
    bookingHorizonDays: r.pick([1, 7, 30, 60, 90, 365, r.int(1, 400)]),
  };
}

function randomQuery(r: Rng): AvailabilityQuery {
  const anchor = r.pick(['2026-10-25', '2027-03-28', '2026-03-29', '2027-10-31', null]);
  const center = anchor
    ? Date.parse(`${anchor}T00:00:00Z`)
    : Date.parse('2026-01-01T00:00:00Z') + r.int(0, 3 * 365) * DAY_MS;
  const first = center - r.int(0, 31) * DAY_MS;
  const length = r.pick([1, 1, 7, 31, 31, 62, r.int(1, 62)]);
  const location = randomRules(r, first);
  const busy = [];
  for (let i = r.int(0, 120); i > 0; i--) {
    const startMs =
      first +
      r.int(-1, length) * DAY_MS +
      (r.next() < 0.7 ? r.int(0, 288) * 300_000 : r.int(0, DAY_MS));
    busy.push({
      roomId: r.next() < 0.95 ? r.pick(location.roomId) : 'unknown-room',
      start: new Date(startMs),
      end: new Date(startMs + r.pick([60_000, 15 * 60_000, 90 * 60_000, r.int(1, 600) * 60_000])),
    });
  }
  const startDate = r.next() < 0.03 ? r.pick(['2026-02-30', '2026-13-01', 'x']) : isoDay(first);
  const endDate = r.next() < 0.03 ? isoDay(first - DAY_MS) : isoDay(first + (length - 1) * DAY_MS);
  return {
    location,
    busy,
    durationMinutes: r.pick([0, 15, 30, 45, 60, 90, 120, 150, 240, 600, r.int(-5, 900)]),
    startDate,
    endDate,
    now: new Date(first + r.int(-60 * 24, (length + 2) * 24) * 3_600_000 + r.int(0, 3_599_999)),
  };
}

export type PropertyResult = {
  tz: string | undefined;
  seed: number;
  cases: number;
  /** Slots compared in computeAvailability answers. */
  slots: number;
  /** isSlotStart probes that were real slot starts. */
  slotStarts: number;
  /** First difference found, or null. */
  failure: string | null;
};

/** Compares both engines on `cases` random queries (and isSlotStart probes) from `seed`. */
export function checkEngines(seed: number, cases: number): PropertyResult {
  const tz = process.env.TZ;
  const result: PropertyResult = { tz, seed, cases: 0, slots: 0, slotStarts: 0, failure: null };
  const r = rng(seed);
  for (let i = 0; i < cases && !result.failure; i++) {
    const q = randomQuery(r);
    result.cases += 1;
    const expected = referenceAvailability(q);
    if (JSON.stringify(computeAvailability(q)) !== JSON.stringify(expected)) {
      result.failure = `computeAvailability differs (seed ${seed}, TZ=${tz}, case ${i}): ${JSON.stringify(q)}`;
      break;
    }
    result.slots += expected.reduce((n, d) => n + d.slots.length, 0);
    // isSlotStart: bookable starts, grid starts before the notice, near misses, a random instant.
    const before = { ...q, now: new Date(q.now.getTime() - 3 * DAY_MS) };
    const starts = [...expected, ...referenceAvailability(before)]
      .flatMap((d) => d.slots.map((s) => Date.parse(s.start)))
      .filter(() => r.next() < 0.05)
      .slice(0, 4);
    const probes = starts.flatMap((s) => [s, s + 60_000, s - 1]);
    probes.push(q.now.getTime() - DAY_MS + r.int(0, 3 * DAY_MS));
    for (const ms of probes) {
      const start = new Date(ms);
      const want = referenceIsSlotStart(q.location, q.durationMinutes, start, q.now);
      if (isSlotStart(q.location, q.durationMinutes, start, q.now) !== want) {
        result.failure = `isSlotStart differs (seed ${seed}, TZ=${tz}, case ${i}) at ${start.toISOString()}: ${JSON.stringify(q)}`;
        break;
      }
      if (want) result.slotStarts += 1;
    }
  }
  return result;
}
