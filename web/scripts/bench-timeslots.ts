/**
 * Benchmark of the reservations database (run in web/: `npm run bench`, i.e. `npx tsx
 * scripts/bench-timeslots.ts`). For PGlite (in memory) and, when DATABASE_URL is set,
 * PostgreSQL (a fresh schema, dropped afterwards):
 *   1. seeds 1k, 10k, 100k reservations over the four seed locations (one bulk INSERT ...
 *      SELECT generate_series per step, same density per room and day, so a 31-day window
 *      holds about the same rows whatever the table size),
 *   2. times fetch-time-slots for 31-day windows (busy query + availability engine) and the
 *      busy query alone: p50 / p99,
 *   3. on a fresh database, runs concurrent creates for few slots and reports creates per
 *      second, 409s, and the number of overlapping active rows (must be 0).
 * Env: BENCH_SIZES=1000,10000 (default 1000,10000,100000), BENCH_ITERATIONS (default 200),
 * BENCH_DRIVERS=pglite,pg.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ZONE, computeAvailability, zurichDate } from '@/server/availability';
import { getCatalog, type Catalog } from '@/server/content';
import { rowsOf, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { createReservation } from '@/server/hold-requests';
import { busyIntervals, fetchTimeSlots, resolveBooking } from '@/server/reservations';
import { createTestDb, type TestDb } from '@/test/db';
import { CHECKUP, roomsOf, seed } from './bench/seed';

process.env.LOG_LEVEL ??= 'silent';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (v: number) => v.toFixed(2);

async function timeSlotsBench(db: Db, catalog: Catalog, center: DateTime, windowDays = 31) {
  const locations = catalog.locations.map((l) => l.slug);
  const total: number[] = [];
  const cpu: number[] = [];
  const query: number[] = [];
  let busyRows = 0;
  for (let k = 0; k < WARMUP + ITERATIONS; k++) {
    const location = locations[k % locations.length];
    const start = center.minus({ days: 15 - (k % 7) });
    const q = {
      locationSlug: location,
      checkupSlug: CHECKUP,
      services: [],
      startDate: start.toISODate()!,
      endDate: start.plus({ days: windowDays - 1 }).toISODate()!,
    };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = await fetchTimeSlots(q, { db, catalog, now: new Date() });
    const t1 = performance.now();
    const c1 = process.cpuUsage(c0);
    const windowEnd = start.plus({ days: windowDays }).toJSDate();
    const locationId = catalog.locations.find((l) => l.slug === location)!.id;
    const busy = await busyIntervals(db, locationId, start.toJSDate(), windowEnd);
    const t2 = performance.now();
    if (result.days.length !== windowDays) throw new Error('window not computed');
    if (k >= WARMUP) {
      total.push(t1 - t0);
      cpu.push((c1.user + c1.system) / 1000);
      query.push(t2 - t1);
      busyRows += busy.length;
    }
  }
  return {
    p50: percentile(total, 50),
    p99: percentile(total, 99),
    cpuP50: percentile(cpu, 50),
    cpuP99: percentile(cpu, 99),
    queryP50: percentile(query, 50),
    queryP99: percentile(query, 99),
    busyRowsPerWindow: Math.round(busyRows / ITERATIONS),
  };
}

async function overlaps(db: Db): Promise<number> {
  return rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from reservations a join reservations b
        on a.location_id = b.location_id and a.room_key = b.room_key and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
      where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`),
  )[0].n;
}

/** Concurrent creates: `attempts` requests over few slots, `concurrency` at a time. */
async function createBench(db: Db, catalog: Catalog, attempts = 400, concurrency = 20) {
  const now = new Date();
  const targets: { location: string; start: string }[] = [];
  for (const location of catalog.locations) {
    const resolved = resolveBooking(catalog, {
      checkupSlug: CHECKUP,
      services: [],
      locationSlug: location.slug,
    });
    if (!resolved.ok) continue;
    const days = computeAvailability({
      location,
      busy: [],
      durationMinutes: resolved.booking.totalDuration,
      startDate: zurichDate(now),
      endDate: zurichDate(now.getTime() + 14 * 86_400_000),
      now,
    });
    const starts = days
      .flatMap((d) => d.slots.map((s) => s.start))
      .filter((s) => s.slice(11, 16) === '10:00');
    for (const start of starts.slice(0, 5)) targets.push({ location: location.slug, start });
  }
  const capacity = targets.reduce(
    (sum, t) => sum + catalog.locations.find((l) => l.slug === t.location)!.roomId.length,
    0,
  );
  let next = 0;
  let created = 0;
  let conflicts = 0;
  let other = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < attempts) {
        const i = next++;
        const target = targets[i % targets.length];
        try {
          await createReservation(
            {
              reservationData: {
                checkupSlug: CHECKUP,
                timeSlotStart: target.start,
                locationSlug: target.location,
                services: [],
                paymentId: null,
                personalData: {
                  firstName: 'Bench',
                  lastName: 'Create',
                  email: `bench${i}@example.com`,
                  phone: null,
                  street: null,
                  postalCode: null,
                  city: null,
                  country: null,
                  birthDate: null,
                  biologicalSex: 'male',
                  language: 'en',
                },
                discountCode: null,
                reservationIdPartner: null,
                personalDataPartner: null,
              },
            },
            { db, catalog, now: new Date() },
          );
          created += 1;
        } catch (err) {
          if (err instanceof ApiError && err.status === 409) conflicts += 1;
          else {
            other += 1;
            if (other === 1) console.error('unexpected create failure:', err);
          }
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return {
    attempts,
    concurrency,
    slots: targets.length,
    capacity,
    created,
    conflicts,
    other,
    attemptsPerSecond: attempts / seconds,
    createsPerSecond: created / seconds,
    overlaps: await overlaps(db),
  };
}

async function explain(db: Db, location: string, center: DateTime): Promise<string> {
  const from = center.minus({ days: 15 });
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`explain analyze
      select room_key, starts_at, ends_at from reservations
      where location_id = ${`location.${location}`}
        and starts_at >= ${from.minus({ days: 1 }).toISO()}::timestamptz
        and starts_at < ${from.plus({ days: 31 }).toISO()}::timestamptz
        and ends_at > ${from.toISO()}::timestamptz
        and (status = 'confirmed' or (status = 'pending' and hold_expires_at > now()))`),
  );
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

async function runDriver(name: 'pglite' | 'pg', catalog: Catalog) {
  const open = () =>
    name === 'pg' ? createTestDb({ maxConnections: 10 }) : createTestDb({ databaseUrl: '' });
  const center = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 40 });
  const rooms = roomsOf(catalog);
  const results: Record<string, unknown>[] = [];
  let handle: TestDb = await open();
  try {
    let seeded = 0;
    for (const size of SIZES) {
      const t0 = performance.now();
      await seed(handle.db, rooms, center, seeded, size);
      const seedSeconds = (performance.now() - t0) / 1000;
      seeded = size;
      const r = await timeSlotsBench(handle.db, catalog, center);
      results.push({ driver: name, rows: size, seedSeconds, ...r });
      console.log(
        `${name} ${size} rows: seed ${seedSeconds.toFixed(1)} s; fetch-time-slots 31 days p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms (node CPU p50 ${ms(r.cpuP50)}, p99 ${ms(r.cpuP99)}); busy query p50 ${ms(r.queryP50)} ms, p99 ${ms(r.queryP99)} ms; ${r.busyRowsPerWindow} busy rows per window`,
      );
    }
    // Cost follows the window, not the table: other window lengths at the largest size.
    for (const windowDays of [7, 62]) {
      const r = await timeSlotsBench(handle.db, catalog, center, windowDays);
      results.push({ driver: name, rows: seeded, windowDays, ...r });
      console.log(
        `${name} ${seeded} rows, ${windowDays}-day window: p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms (node CPU p50 ${ms(r.cpuP50)}); busy query p50 ${ms(r.queryP50)} ms; ${r.busyRowsPerWindow} busy rows per window`,
      );
    }
    console.log(
      `\n${name} plan of the busy query at ${seeded} rows:\n${await explain(handle.db, rooms[0].location, center)}\n`,
    );
  } finally {
    await handle.close();
  }
  handle = await open();
  try {
    const c = await createBench(handle.db, catalog);
    console.log(
      `${name} creates: ${c.attempts} attempts (${c.concurrency} concurrent) on ${c.slots} slots with room capacity ${c.capacity}: ${c.created} created, ${c.conflicts} x 409, ${c.other} other; ${c.attemptsPerSecond.toFixed(0)} attempts/s, ${c.createsPerSecond.toFixed(1)} creates/s; overlapping active rows: ${c.overlaps}`,
    );
    results.push({ driver: name, creates: c });
    if (c.overlaps !== 0 || c.created !== c.capacity) process.exitCode = 1;
  } finally {
    await handle.close();
  }
  return results;
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown cpu'} x ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  console.log(
    `sizes ${SIZES.join(', ')}; ${ITERATIONS} timed requests per size after ${WARMUP} warm-up\n`,
  );
  const catalog = await getCatalog();
  const drivers = (
    process.env.BENCH_DRIVERS ?? (process.env.DATABASE_URL ? 'pglite,pg' : 'pglite')
  ).split(',');
  const all = [];
  for (const d of drivers) all.push(...(await runDriver(d as 'pglite' | 'pg', catalog)));
  console.log('\n' + JSON.stringify(all));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
