/**
 * Staff desk week benchmark (docs/performance.md, "Staff desk"): on PostgreSQL (DATABASE_URL or
 * TEST_DATABASE_URL; without either, an in-memory PGlite for a check that it runs, whose figures
 * are not PostgreSQL's), in a fresh schema dropped afterwards, 100k reservations across the
 * seed's locations and about three years of days; the target week of Zurich (3 rooms × 7 days)
 * holds 200 bookings. Then the week view (`weekView`: the desk's one loader over seven Zurich
 * days and the blocked time), 200 runs after a warm-up: p50 / p95 against the target (p95 <
 * 250 ms).
 *
 *   DATABASE_URL=postgres://... npm run bench:staff-week      (BENCH_ROWS=20000 for a quicker run)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import type { PersonalData } from '@/server/db/schema';
import { weekView } from '@/server/staff/desk/week';
import { deskBooking, testActor } from '@/test/desk';
import {
  batchWriter,
  machine,
  openBenchDb,
  runBench,
  timeRuns,
  uniqueNames,
  zoneDay,
} from './bench/staff-bench';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 200;
const WARMUP = 20;
const TARGET_WEEK = [
  '2027-03-08',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-03-12',
  '2027-03-13',
  '2027-03-14',
];
const WEEK_BOOKINGS = 200;

let seed = 7;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

function person(i: number): PersonalData {
  return {
    firstName: i % 2 ? 'Anna' : 'Jürg',
    lastName: `Müller-${i % 997}`,
    email: `w${i}@example.com`,
    phone: `+4179${String(1_000_000 + i).slice(-7)}`,
    street: `Bahnhofstrasse ${1 + (i % 200)}`,
    postalCode: String(8000 + (i % 900)),
    city: 'Zürich',
    country: 'CH',
    birthDate: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
    biologicalSex: i % 2 ? 'female' : 'male',
    language: i % 3 ? 'de' : 'en',
    localization: i % 3 ? 'de-ch' : 'en-ch',
  };
}

const uniqueName = uniqueNames();

async function main() {
  const handle = await openBenchDb();
  const { db } = handle;
  try {
    const catalog = await getCatalog();
    const locations = catalog.locations.filter((l) => !l.isComingSoon);
    const zurich = locations.find((l) => l.slug === 'zurich_bellevue')!;
    const rooms = zurich.rooms.slice(0, 3);
    const deskRow = (input: Parameters<typeof deskBooking>[0]) => uniqueName(deskBooking(input));

    // The target week: 200 bookings over 3 rooms × 7 days, 07:00-19:00, 20 minutes apart.
    const rows: ReturnType<typeof deskBooking>[] = [];
    for (let i = 0; i < WEEK_BOOKINGS; i++) {
      const date = TARGET_WEEK[i % 7];
      const room = rooms[Math.floor(i / 7) % rooms.length];
      const slot = Math.floor(i / (7 * rooms.length));
      rows.push(
        deskRow({
          catalog,
          locationSlug: zurich.slug,
          roomKey: room.key,
          startsAt: zoneDay(date, 7 * 60 + slot * 20),
          minutes: 20,
          person: person(i),
          status: i % 10 === 9 ? 'cancelled' : 'confirmed',
        }),
      );
    }
    const start = new Date('2025-06-01T00:00:00Z').getTime();
    let dayIndex = 0;
    const { written, flush } = batchWriter(db, rows);
    const t0 = performance.now();
    outer: for (;;) {
      const date = new Date(start + dayIndex++ * 86_400_000).toISOString().slice(0, 10);
      if (TARGET_WEEK.includes(date)) continue;
      for (const location of locations)
        for (const room of location.rooms)
          for (let hour = 8; hour < 18; hour++) {
            if (rows.length + written.n >= ROWS) break outer;
            rows.push(
              deskRow({
                catalog,
                locationSlug: location.slug,
                roomKey: room.key,
                startsAt: zoneDay(date, hour * 60),
                minutes: 55,
                person: person(written.n + rows.length),
                services: rand() < 0.2 ? ['dxa'] : [],
                status: rand() < 0.1 ? 'cancelled' : 'confirmed',
              }),
            );
          }
      await flush();
    }
    await flush(true);
    await db.execute(sql`analyze reservations`);
    const seedSeconds = ((performance.now() - t0) / 1000).toFixed(0);
    console.log(`seeded ${ROWS} reservations in ${seedSeconds} s (${dayIndex} days)`);

    const actor = testActor({ role: 'reception', locations: 'all', language: 'de' });
    const week = await weekView(actor, zurich.id, TARGET_WEEK[2], { db, catalog });
    console.log(`week view: ${week!.bookings.length} bookings, ${week!.rooms.length} rooms`);
    const weekStats = await timeRuns(
      (i) => weekView(actor, zurich.id, TARGET_WEEK[i % 7], { db, catalog }),
      { warmup: WARMUP, runs: RUNS },
    );
    const report = {
      date: new Date().toISOString().slice(0, 10),
      machine: machine(),
      rows: ROWS,
      weekBookings: week!.bookings.length,
      weekViewMs: weekStats,
      targets: { weekP95: 250 },
      pass: weekStats.p95 < 250,
    };
    console.log(JSON.stringify(report, null, 2));
    if (!report.pass && !process.env.BENCH_NO_FAIL) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

runBench(main);
