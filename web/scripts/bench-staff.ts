/**
 * Staff desk benchmark (docs/performance.md, "Staff desk"): on PostgreSQL (DATABASE_URL or
 * TEST_DATABASE_URL; without either, an in-memory PGlite for a check that it runs, whose
 * figures are not PostgreSQL's), in a fresh schema dropped afterwards, 100k
 * reservations across the seed's locations and about three years of days, written with the real
 * column types (personal data sealed, blind indexes computed) in batches; one Zurich day holds
 * 60 bookings. Then the day view and the search domain functions, 200 runs each after a warm-up:
 * p50 / p95 against the targets (day p95 < 150 ms, search p95 < 200 ms), and the search
 * however typed (docs/staff-desk.md "Search however typed": umlauts written out, the start of a
 * name, first and last name together) against the same 200 ms.
 *
 *   DATABASE_URL=postgres://... npm run bench:staff      (BENCH_ROWS=20000 for a quicker run)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { reservations, type PersonalData } from '@/server/db/schema';
import { dayView } from '@/server/staff/desk/day';
import { searchBookings } from '@/server/staff/desk/search';
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
const TARGET_DAY = '2027-03-10'; // a Wednesday: Zurich opens 08:00-18:00

const LAST = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Meyer',
  'Steiner',
  'Fischer',
  'Gerber',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Moser',
  'Widmer',
  'Wyss',
  'Graf',
  'Roth',
  'Suter',
  'Baumgartner',
  'Bachmann',
  'Studer',
  'Bühler',
  'Kaufmann',
  'Lüthi',
  'Hofmann',
  'Bieri',
  'Kälin',
  'Egli',
  'Marti',
  'Sutter',
  'Favre',
  'Rochat',
  'Bernasconi',
  'Rossi',
  'Ferrari',
  'Da Silva',
  'Nguyen',
  'Gössi',
];
const FIRST = [
  'Anna',
  'Lukas',
  'Mia',
  'Noah',
  'Lea',
  'Luca',
  'Laura',
  'Leon',
  'Sara',
  'David',
  'Zoë',
  'Jürg',
  'Élodie',
  'Marco',
  'Nina',
  'Stefan',
];

let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];

function person(i: number): PersonalData {
  // A surname shared by many, plus a long tail of rarer ones (suffix), like a real clinic's.
  const lastName = rand() < 0.6 ? pick(LAST) : `${pick(LAST)}-${pick(LAST)}`;
  return {
    firstName: pick(FIRST),
    lastName,
    email: `p${i}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
    phone: `+41 7${Math.floor(rand() * 10)} ${String(1_000_000 + i).slice(-7)}`,
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
    const deskRow = (input: Parameters<typeof deskBooking>[0]) => uniqueName(deskBooking(input));

    // The target day: 3 rooms x 20 half-hour bookings, 08:00-18:00.
    const rows: ReturnType<typeof deskBooking>[] = [];
    for (const room of zurich.rooms)
      for (let slot = 0; slot < 60 / zurich.rooms.length; slot++)
        rows.push(
          deskRow({
            catalog,
            locationSlug: zurich.slug,
            roomKey: room.key,
            startsAt: zoneDay(TARGET_DAY, 8 * 60 + slot * 30),
            minutes: 30,
            person: person(rows.length),
            status: slot % 10 === 9 ? 'cancelled' : 'confirmed',
          }),
        );
    // Every other location-day: each room booked every hour 08:00-17:00 (~90 a day over all).
    const start = new Date('2025-06-01T00:00:00Z').getTime();
    let dayIndex = 0;
    const { written, flush } = batchWriter(db, rows);
    const t0 = performance.now();
    outer: for (;;) {
      const date = new Date(start + dayIndex++ * 86_400_000).toISOString().slice(0, 10);
      if (date === TARGET_DAY) continue;
      for (const location of locations)
        for (const room of location.rooms)
          for (let hour = 8; hour < 18; hour++) {
            if (rows.length + written.n >= ROWS) break outer;
            const r = rand();
            rows.push(
              deskRow({
                catalog,
                locationSlug: location.slug,
                roomKey: room.key,
                startsAt: zoneDay(date, hour * 60),
                minutes: 55,
                person: person(written.n + rows.length),
                services: r < 0.2 ? ['dxa'] : [],
                status: r < 0.1 ? 'cancelled' : 'confirmed',
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
    const time = (fn: () => Promise<unknown>) => timeRuns(fn, { warmup: WARMUP, runs: RUNS });
    const day = await dayView(actor, zurich.id, TARGET_DAY, { db, catalog });
    console.log(`day view: ${day!.bookings.length} bookings on ${TARGET_DAY}`);
    const dayStats = await time(() => dayView(actor, zurich.id, TARGET_DAY, { db, catalog }));

    // Queries of every kind, taken from stored rows: references, emails, phones, last names.
    const sample = await db
      .select({ name: reservations.name, personalData: reservations.personalData })
      .from(reservations)
      .limit(50);
    const queries = sample.flatMap((r, i) => [
      r.name,
      r.personalData.email,
      r.personalData.phone!,
      i % 2 ? r.personalData.lastName : pick(LAST),
    ]);
    let qi = 0;
    const searchStats = await time(() =>
      searchBookings(actor, { q: queries[qi++ % queries.length] }, { db, catalog }),
    );
    // Typed however (name terms, migration 0026): Mueller for Müller, the first letters, first
    // and last name together; each finds rows through the GIN index of name_terms.
    const spelledOut = (n: string) =>
      n.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ü/g, 'Ue');
    const fuzzy = LAST.flatMap((last, i) => [
      spelledOut(last),
      last.slice(0, Math.max(3, Math.min(5, last.length - 1))),
      `${FIRST[i % FIRST.length]} ${last}`,
      `${FIRST[(i + 3) % FIRST.length].toLowerCase()} ${spelledOut(last).toLowerCase().slice(0, 4)}`,
    ]);
    let fi = 0;
    const fuzzyStats = await time(() =>
      searchBookings(actor, { q: fuzzy[fi++ % fuzzy.length] }, { db, catalog }),
    );
    const typed = await searchBookings(actor, { q: 'Mueller' }, { db, catalog });
    console.log(`search "Mueller": ${typed.results.length} shown, truncated ${typed.truncated}`);
    const common = await searchBookings(actor, { q: 'Müller' }, { db, catalog });
    console.log(`search "Müller": ${common.results.length} shown, truncated ${common.truncated}`);

    const report = {
      date: new Date().toISOString().slice(0, 10),
      machine: machine(),
      rows: ROWS,
      dayViewMs: dayStats,
      searchMs: searchStats,
      fuzzySearchMs: fuzzyStats,
      targets: { dayP95: 150, searchP95: 200, fuzzySearchP95: 200 },
      pass: dayStats.p95 < 150 && searchStats.p95 < 200 && fuzzyStats.p95 < 200,
    };
    console.log(JSON.stringify(report, null, 2));
    if (!report.pass && !process.env.BENCH_NO_FAIL) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

runBench(main);
