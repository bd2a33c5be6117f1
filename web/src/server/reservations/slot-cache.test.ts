/**
 * The slot cache answers exactly what the computation without it answers (docs/performance.md), on a real
 * database (PGlite here, PostgreSQL in the test:postgres run):
 *  - random calendars: rows of every status, durations, rooms of the location and others,
 *    random content rules (step, closures, notice, horizon, rooms), windows around the DST
 *    days; each case compared cold (empty cache), warm, right after random changes (insert,
 *    cancel, confirm, move, delete), and cold again; SLOT_CACHE_SEED replays a case list;
 *  - the real create, release and hold expiry change a cached answer at once;
 *  - a truncate of the table;
 *  - a 100k-row table on PostgreSQL, 20k on PGlite (SLOT_CACHE_BIG_ROWS), cold and warm, never an empty calendar where the
 *    computation finds slots (an earlier cache did that in 2 of 3 runs on such a table).
 */
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { getCatalog, type Catalog } from '@/server/content';
import type { Location } from '@/server/content/model';
import { ZONE, zurichDate } from '@/server/availability';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '@/server/db/errors';
import { reservations } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { setupTestDb } from '@/test/db';
import { until } from '@/test/wait';
import { booker, bookingValues, buildBooking, storedPerson } from '@/test/booking';
import { CHECKUP, roomsOf, seed } from '../../../scripts/bench/seed';
import { createReservation } from '@/server/hold-requests/create';
import { releaseHold } from '@/server/hold-requests/release';
import { resolveBooking } from './booking';
import { clearSlotCache } from './slot-cache';
import {
  fetchTimeSlots,
  fetchTimeSlotsJson,
  fetchTimeSlotsUncached,
  type TimeSlotsQuery,
} from './timeslots';

const t = setupTestDb({ worker: false });
// The big table runs full size on PostgreSQL (CI runs both); the embedded PGlite, single-threaded
// WebAssembly and several times slower on bulk work, a 20k-row table. Random cases: 30 on
// PostgreSQL, 20 on PGlite per run (a new seed each run; SLOT_CACHE_CASES for more).
const onPostgres = Boolean(process.env.DATABASE_URL);
const CASES = Number(process.env.SLOT_CACHE_CASES ?? (onPostgres ? 30 : 20));
const SEED = Number(process.env.SLOT_CACHE_SEED ?? Date.now() % 1_000_000);
const BIG_ROWS = Number(process.env.SLOT_CACHE_BIG_ROWS ?? (onPostgres ? 100_000 : 20_000));

let catalog: Catalog;
beforeAll(async () => {
  catalog = await getCatalog();
});

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = ReturnType<typeof mulberry32>;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const int = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

type Deps = { db: typeof t.db; catalog: Catalog; now: Date };
type Outcome = { ok: true; days: unknown; json: string } | { ok: false; error: string };

async function outcome(run: () => Promise<unknown>, json: () => Promise<string>) {
  try {
    return { ok: true, days: await run(), json: await json() } as Outcome;
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, error: `${err.status} ${err.id}` } as Outcome;
    throw err;
  }
}

/** Cached (object and text) against uncached; returns how many slots the answer has. */
async function compare(q: TimeSlotsQuery, deps: Deps, label: string): Promise<number> {
  const expected = await outcome(
    () => fetchTimeSlotsUncached(q, deps),
    async () => JSON.stringify(await fetchTimeSlotsUncached(q, deps)),
  );
  const actual = await outcome(
    () => fetchTimeSlots(q, deps),
    () => fetchTimeSlotsJson(q, deps),
  );
  const context = `${label} (SLOT_CACHE_SEED=${SEED}) ${JSON.stringify(q)} now=${deps.now.toISOString()}`;
  if (!expected.ok || !actual.ok) {
    expect({ context, actual }).toEqual({ context, actual: expected });
    return 0;
  }
  expect({ context, days: actual.days }).toEqual({ context, days: expected.days });
  expect({ context, json: actual.json }).toEqual({ context, json: expected.json });
  const days = (expected.days as { days: { slots: unknown[] }[] }).days;
  return days.reduce((n, d) => n + d.slots.length, 0);
}

/** A change the exclusion constraint may refuse (an overlap in one room): then none happens. */
async function refusable(change: Promise<unknown>): Promise<void> {
  try {
    await change;
  } catch (err) {
    if (pgErrorCode(err) !== PG_EXCLUSION_VIOLATION) throw err;
  }
}

/** A wall-clock time in Zurich. */
const zurich = (date: string, minutes: number) =>
  DateTime.fromISO(date, { zone: ZONE })
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
    .toJSDate();

const STATUSES = ['confirmed', 'confirmed', 'live', 'lapsed', 'cancelled', 'expired'] as const;
let rowNo = 0;

/** A row for the random calendar: any status, 15-300 minutes from 06:00-23:00. */
function randomRow(rand: Rand, location: Location, days: string[]) {
  const otherLocation = rand() < 0.1;
  const loc = otherLocation ? pick(rand, catalog.locations) : location;
  const room = rand() < 0.05 ? 'some-other-room' : pick(rand, loc.roomId);
  const start = zurich(pick(rand, days), int(rand, 6 * 12, 23 * 12) * 5);
  const minutes = pick(rand, [15, 30, 45, 60, 90, 90, 90, 120, 155, 300]);
  const status = pick(rand, STATUSES);
  rowNo += 1;
  const values = bookingValues({
    name: `SC-${SEED}-${rowNo}`,
    status: status === 'live' || status === 'lapsed' ? 'pending' : status,
    locationSlug: loc.slug,
    locationId: loc.id,
    roomKey: room,
    startsAt: start,
    minutes,
    checkupSlug: CHECKUP,
    services: [],
    // A booker per row: the live-hold index (one hold per booker and start) must not drop rows.
    person: { ...storedPerson('de'), email: `sc-${SEED}-${rowNo}@example.com` },
  });
  // Hold expiries on the database's clock, which decides whether a hold is live (busy.ts).
  if (status === 'live') return { ...values, holdExpiresAt: sql`now() + interval '1 hour'` };
  if (status === 'lapsed') return { ...values, holdExpiresAt: sql`now() - interval '1 minute'` };
  return values;
}

/** The location with random rules (a content change): new rules must never meet old days. */
function randomRules(rand: Rand, location: Location, days: string[]): Location {
  if (rand() < 0.3) return location;
  return {
    ...location,
    slotStepMinutes: pick(rand, [5, 10, 15, 20, 30, 45]),
    minimumNoticeHours: pick(rand, [0, 1, 5.5, 24, 48]),
    bookingHorizonDays: pick(rand, [1, 7, 30, 90, 365]),
    closures:
      rand() < 0.5 ? [...location.closures, pick(rand, days), pick(rand, days)] : location.closures,
    roomId: rand() < 0.3 ? location.roomId.slice(0, 1) : location.roomId,
    // The DST days are Sundays, when the seed locations are closed: open them often.
    openingHours:
      rand() < 0.7
        ? [
            ...location.openingHours,
            {
              ...location.openingHours[0],
              weekday: rand() < 0.8 ? 7 : int(rand, 1, 6),
              from: pick(rand, ['00:00', '06:00', '08:00', '09:30']),
              to: pick(rand, ['17:00', '22:00', '23:30', '24:00']),
            },
          ]
        : location.openingHours,
  };
}

/** Windows that mostly contain an anchor day (the DST days, today), with `now` before it. */
function randomNowAndWindow(rand: Rand): {
  now: Date;
  startDate: string;
  endDate: string;
  anchor: string;
} {
  const anchors = ['2026-10-25', '2027-03-28', '2027-03-28', '2027-10-31', zurichDate(new Date())];
  const anchor = DateTime.fromISO(pick(rand, anchors), { zone: ZONE });
  const start = anchor.minus({ days: int(rand, -2, 10) });
  const end = start.plus({ days: int(rand, 0, 61) });
  const now = start
    .minus({ days: int(rand, -1, 20) })
    .set({ hour: int(rand, 0, 23), minute: int(rand, 0, 59) });
  return {
    now: now.toJSDate(),
    startDate: start.toISODate()!,
    endDate: end.toISODate()!,
    anchor: anchor.toISODate()!,
  };
}

function validSelections(location: Location): string[][] {
  const all = catalog.services.map((s) => s.slug);
  const candidates = [[], ...all.map((s) => [s]), ...all.flatMap((a) => all.map((b) => [a, b]))];
  return candidates.filter(
    (services) =>
      resolveBooking(catalog, { checkupSlug: CHECKUP, services, locationSlug: location.slug }).ok,
  );
}

describe(`slot cache = computation without it (SLOT_CACHE_SEED=${SEED})`, () => {
  it('random calendars: cold, warm, after changes, cold again', async () => {
    const rand = mulberry32(SEED);
    let slots = 0;
    for (let c = 0; c < CASES; c++) {
      await t.db.delete(reservations);
      const base = pick(
        rand,
        catalog.locations.filter((l) => !l.isComingSoon),
      );
      const { now, startDate, endDate, anchor } = randomNowAndWindow(rand);
      const days = [startDate];
      for (let d = DateTime.fromISO(startDate); d.toISODate()! < endDate;)
        days.push((d = d.plus({ days: 1 })).toISODate()!);
      const location = randomRules(rand, base, days);
      const cat: Catalog = {
        ...catalog,
        locations: catalog.locations.map((l) => (l.id === location.id ? location : l)),
      };
      const services = pick(rand, validSelections(base));
      const q = { locationSlug: base.slug, checkupSlug: CHECKUP, services, startDate, endDate };
      const deps = { db: t.db, catalog: cat, now };
      // Many rows on the anchor day (a DST day, when it is one), the rest spread out.
      const rows = Array.from({ length: int(rand, 0, 150) }, () =>
        randomRow(rand, location, rand() < 0.4 ? [anchor] : days),
      );
      // Rows the exclusion constraint refuses (overlaps in one room) are left out.
      if (rows.length > 0) await t.db.insert(reservations).values(rows).onConflictDoNothing();

      clearSlotCache();
      slots += await compare(q, deps, `case ${c} cold`);
      slots += await compare(q, deps, `case ${c} warm`);
      // A narrower window inside the same days, from the warm cache.
      await compare({ ...q, startDate: pick(rand, days), endDate }, deps, `case ${c} sub-window`);

      // Changes of every kind, each followed by a comparison against the warm cache.
      for (let step = 0; step < 4; step++) {
        const ids = (await t.db.select({ id: reservations.id }).from(reservations)).map(
          (r) => r.id,
        );
        const kind = pick(rand, ['insert', 'cancel', 'confirm', 'move', 'delete', 'lapse']);
        const id = ids.length > 0 ? pick(rand, ids) : null;
        if (kind === 'insert' || !id) {
          await t.db
            .insert(reservations)
            .values(randomRow(rand, location, days))
            .onConflictDoNothing();
        } else if (kind === 'delete') {
          await t.db.execute(sql`delete from reservations where id = ${id}`);
        } else if (kind === 'move') {
          const by = pick(rand, [-60, -15, 15, 90, 24 * 60]);
          await refusable(
            t.db.execute(
              sql`update reservations set starts_at = starts_at + make_interval(mins => ${by}),
                    ends_at = ends_at + make_interval(mins => ${by}) where id = ${id}`,
            ),
          );
        } else {
          const set =
            kind === 'cancel'
              ? sql`status = 'cancelled'`
              : kind === 'confirm'
                ? sql`status = 'confirmed', hold_expires_at = null`
                : sql`status = 'pending', hold_expires_at = now() - interval '1 second'`;
          await refusable(t.db.execute(sql`update reservations set ${set} where id = ${id}`));
        }
        slots += await compare(q, deps, `case ${c} after ${kind}`);
      }
      clearSlotCache();
      await compare(q, deps, `case ${c} cold after changes`);
    }
    // The generator must give the comparison real work.
    expect(slots).toBeGreaterThan(CASES * 20);
  }, 600_000);

  it.each(['2026-10-25', '2027-03-28'])(
    'DST day %s: bookings in the first and last awake hour count',
    async (day) => {
      await t.db.delete(reservations);
      const base = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!;
      const location: Location = {
        ...base,
        openingHours: [
          ...base.openingHours,
          { ...base.openingHours[0], weekday: 7, from: '00:00', to: '24:00' },
        ],
        slotStepMinutes: 15,
        minimumNoticeHours: 0,
        bookingHorizonDays: 365,
        closures: [],
      };
      const cat = {
        ...catalog,
        locations: catalog.locations.map((l) => (l.id === base.id ? location : l)),
      };
      const deps = {
        db: t.db,
        catalog: cat,
        now: DateTime.fromISO(day, { zone: ZONE }).minus({ days: 3 }).toJSDate(),
      };
      const q = {
        locationSlug: base.slug,
        checkupSlug: CHECKUP,
        services: [],
        startDate: day,
        endDate: day,
      };
      await compare(q, deps, `${day} empty`); // the day is cached from here on
      for (const [room, minutes] of [
        ['zrh-mri-1', 8 * 60],
        ['zrh-mri-2', 21 * 60],
      ] as const) {
        const start = zurich(day, minutes);
        await buildBooking(t.db, {
          status: 'confirmed',
          locationSlug: base.slug,
          locationId: base.id,
          roomKey: room,
          startsAt: start,
          minutes: 45,
          checkupSlug: CHECKUP,
          services: [],
          person: storedPerson('de'),
        });
      }
      for (const label of ['after', 'warm']) await compare(q, deps, `${day} ${label}`);
      clearSlotCache();
      await compare(q, deps, `${day} cold`);
      // The rows matter: the day's first slot has a room fewer.
      const { days } = await fetchTimeSlotsUncached(q, deps);
      expect(days[0].slots[0]).toEqual({
        start: `${day}T08:00:00${day === '2026-10-25' ? '+01:00' : '+02:00'}`,
        freeRooms: base.roomId.length - 1,
      });
    },
  );

  const zurichSel = { locationSlug: 'zurich_bellevue', checkupSlug: CHECKUP, services: [] };
  const freeAt = async (deps: Deps, start: string) => {
    const day = zurichDate(new Date(start));
    const { days } = await fetchTimeSlots({ ...zurichSel, startDate: day, endDate: day }, deps);
    return days[0].slots.find((s) => s.start === start)?.freeRooms ?? 0;
  };

  it('a create, a release and a hold expiry change the cached answer at once', async () => {
    await t.db.delete(reservations);
    const deps = { db: t.db, catalog, now: new Date() };
    const day = DateTime.now().setZone(ZONE).plus({ days: 10 }).toISODate()!;
    const { days } = await fetchTimeSlots(
      {
        ...zurichSel,
        startDate: day,
        endDate: DateTime.fromISO(day).plus({ days: 6 }).toISODate()!,
      },
      deps,
    );
    const start = days.find((d) => d.slots.length > 5)!.slots[3].start;
    const rooms = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!.roomId.length;
    expect(await freeAt(deps, start)).toBe(rooms); // cached from here on

    const person = booker();
    const created = await createReservation(
      {
        reservationData: {
          checkupSlug: CHECKUP,
          locationSlug: 'zurich_bellevue',
          services: [],
          timeSlotStart: start,
          personalData: person,
          discountCode: null,
          reservationIdPartner: null,
          personalDataPartner: null,
          paymentId: `p-${Date.now()}`,
        } as never,
      },
      deps,
    );
    expect(await freeAt(deps, start)).toBe(rooms - 1);

    await releaseHold({ reservationId: created.id, email: person.email }, deps);
    expect(await freeAt(deps, start)).toBe(rooms);

    // A hold lapses by time, with no write: the cached day must not outlive it.
    await t.db.insert(reservations).values({
      ...bookingValues({
        status: 'pending',
        locationSlug: 'zurich_bellevue',
        locationId: 'location.zurich_bellevue',
        roomKey: 'zrh-mri-1',
        startsAt: new Date(start),
        minutes: 90,
        checkupSlug: CHECKUP,
        services: [],
        person: { ...storedPerson('de'), email: 'lapsing@example.com' },
      }),
      // On the database's clock, which decides whether a hold is live (busy.ts).
      holdExpiresAt: sql`now() + interval '1.5 seconds'`,
    });
    expect(await freeAt(deps, start)).toBe(rooms - 1);
    expect(await freeAt(deps, start)).toBe(rooms - 1); // warm
    await until(async () => (await freeAt(deps, start)) === rooms, { what: 'the hold to lapse' });
  });

  it('a truncate of the table empties cached days too', async () => {
    await t.db.delete(reservations);
    const deps = { db: t.db, catalog, now: new Date() };
    const day = DateTime.now().setZone(ZONE).plus({ days: 12 }).toISODate()!;
    const q = {
      ...zurichSel,
      startDate: day,
      endDate: DateTime.fromISO(day).plus({ days: 6 }).toISODate()!,
    };
    const first = (await fetchTimeSlotsUncached(q, deps)).days.find((d) => d.slots.length > 0)!;
    const start = new Date(first.slots[0].start);
    await buildBooking(t.db, {
      status: 'confirmed',
      locationSlug: 'zurich_bellevue',
      locationId: 'location.zurich_bellevue',
      roomKey: 'zrh-mri-1',
      startsAt: start,
      minutes: 10 * 60,
      checkupSlug: CHECKUP,
      services: [],
      person: storedPerson('de'),
    });
    const before = await compare(q, deps, 'before truncate');
    await t.db.execute(sql`truncate reservations`);
    expect(await compare(q, deps, 'after truncate')).toBeGreaterThanOrEqual(before);
  });

  it(`a ${BIG_ROWS}-row table: every window cold and warm, never an empty calendar`, async () => {
    await t.db.delete(reservations);
    const center = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 40 });
    for (let from = 0; from < BIG_ROWS; from += 50_000)
      await seed(t.db, roomsOf(catalog), center, from, Math.min(BIG_ROWS, from + 50_000));
    const deps = { db: t.db, catalog, now: new Date() };
    const queries = catalog.locations.flatMap((l) =>
      [0, 3, 6].map((k) => ({
        locationSlug: l.slug,
        checkupSlug: CHECKUP,
        services: [],
        startDate: center.minus({ days: 15 - k }).toISODate()!,
        endDate: center
          .minus({ days: 15 - k })
          .plus({ days: 30 })
          .toISODate()!,
      })),
    );
    for (let round = 0; round < 3; round++) {
      clearSlotCache();
      for (const q of queries) {
        expect(await compare(q, deps, `big round ${round} cold`)).toBeGreaterThan(0);
        expect(await compare(q, deps, `big round ${round} warm`)).toBeGreaterThan(0);
      }
    }
  }, 600_000);
});
