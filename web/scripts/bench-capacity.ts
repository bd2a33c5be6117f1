/**
 * Capacity benchmark of docs/performance.md, self-contained (run in web/ after `npm run build`):
 * `npm run bench:capacity`. Every figure is printed beside its goal; exit 1 when one is missed
 * (BENCH_NO_FAIL=1 only reports). For each driver (PGlite; PostgreSQL when DATABASE_URL names
 * a server: a uniquely named database is created there and dropped afterwards):
 *   1. seeds BENCH_ROWS (100k) reservations (PGlite: a fresh data directory in the OS temp dir),
 *   2. slots: `next start` on a free port, GET /api/timeslots/fetch-time-slots for 31-day
 *      windows with autocannon (BENCH_CONNECTIONS 16, BENCH_SECONDS 10 after a warm-up),
 *      with the slot cache off and then on (SLOT_CACHE): the relative gain, and the answers of
 *      both compared (identical, and no window without slots); BENCH_SLOTS=off skips;
 *   3. creates (BENCH_CREATES=off skips): after the same two bursts on other slots as a
 *      warm-up, 300 concurrent creates for one slot (p99 < 1 s, exactly R created, 0 5xx) and
 *      300 over 100 slots (>= 200/s), then overlapping rows.
 * Then budgets (scripts/bench-budgets.ts: JS per step, Lighthouse median of 5; BENCH_BUDGETS=off
 * skips, BENCH_LIGHTHOUSE=off measures bytes only).
 * BENCH_CPU_PROF=<dir> starts the servers with --cpu-prof (scripts/bench/cpu-profile.ts reads it).
 * NEXT_DIST_DIR selects the build folder, as for `next start`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import { ZONE } from '@/server/availability';
import { getCatalog } from '@/server/content';
import { openDb, rowsOf } from '@/server/db/client';
import { CHECKUP, roomsOf, seed } from './bench/seed';
import { createBody } from '@/test/booking';
import { seedWithSettings } from '@/test/content-seed';
import { sql } from 'drizzle-orm';

process.env.LOG_LEVEL ??= 'silent';
// The production start refuses to run without these (server/ops/startup.ts); the seed in this
// process seals with the same key the server reads.
process.env.DATA_ENCRYPTION_KEY ??= `bench:${randomBytes(32).toString('base64')}`;
process.env.TOKEN_SECRET ??= randomBytes(32).toString('hex');
process.env.DEV_PAYMENTS_IN_PRODUCTION ??= 'true';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const GOAL_RPS = 700;
const GOAL_P99_MS = 50;
const WEB = path.resolve(__dirname, '..');

type Driver = 'pglite' | 'pg';
type Prepared = {
  env: Record<string, string>;
  cleanup(): Promise<void>;
  /** Active rows overlapping in one room (0 when the database kept its promise). */
  overlaps(): Promise<number>;
  /** Runs a statement on the database (PGlite: only while no server holds it). */
  execute(query: ReturnType<typeof sql>): Promise<void>;
};

const OVERLAPS = sql`select count(*)::int as n from reservations a join reservations b
  on a.location_id = b.location_id and a.room_key = b.room_key and a.id < b.id
 and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
 where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
   and a.starts_at > now() and b.starts_at > now()`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function seedInto(open: () => ReturnType<typeof openDb>, center: DateTime): Promise<number> {
  const catalog = await getCatalog();
  const handle = await open();
  try {
    const t0 = performance.now();
    // In steps of 50k rows: one statement per step keeps PGlite's memory in bounds.
    for (let from = 0; from < ROWS; from += 50_000)
      await seed(handle.db, roomsOf(catalog), center, from, Math.min(ROWS, from + 50_000));
    return (performance.now() - t0) / 1000;
  } finally {
    await handle.close();
  }
}

async function countOverlaps(open: () => ReturnType<typeof openDb>): Promise<number> {
  const handle = await open();
  try {
    return rowsOf<{ n: number }>(await handle.db.execute(OVERLAPS))[0].n;
  } finally {
    await handle.close();
  }
}

async function executeOn(
  open: () => ReturnType<typeof openDb>,
  query: ReturnType<typeof sql>,
): Promise<void> {
  const handle = await open();
  try {
    await handle.db.execute(query);
  } finally {
    await handle.close();
  }
}

async function prepare(driver: Driver, center: DateTime): Promise<Prepared> {
  if (driver === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-capacity-'));
    const seconds = await seedInto(() => openDb({ pgliteDataDir: dir }), center);
    console.log(`pglite: ${ROWS} rows seeded in ${seconds.toFixed(1)} s (${dir})`);
    return {
      // DATABASE_URL emptied: the PGlite server must not fall back to the bench's PostgreSQL.
      env: { PGLITE_DATA_DIR: dir, DATABASE_URL: '' },
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
      overlaps: () => countOverlaps(() => openDb({ pgliteDataDir: dir })),
      execute: (q) => executeOn(() => openDb({ pgliteDataDir: dir }), q),
    };
  }
  const base = process.env.DATABASE_URL!;
  const { Client } = await import('pg');
  const name = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const seconds = await seedInto(() => openDb({ databaseUrl: url.toString() }), center);
  console.log(`pg: ${ROWS} rows seeded in ${seconds.toFixed(1)} s (database ${name})`);
  return {
    env: { DATABASE_URL: url.toString(), PGLITE_DATA_DIR: '' },
    overlaps: () => countOverlaps(() => openDb({ databaseUrl: url.toString() })),
    execute: (q) => executeOn(() => openDb({ databaseUrl: url.toString() }), q),
    cleanup: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

function startServer(port: number, env: Record<string, string>): ChildProcess {
  const nodeArgs = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const next = require.resolve('next/dist/bin/next', { paths: [WEB] });
  const child = spawn(process.execPath, [...nodeArgs, next, 'start', '-p', String(port)], {
    cwd: WEB,
    env: { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '' },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT'); // SIGINT lets --cpu-prof write its profile
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
      throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    } catch (err) {
      if (err instanceof Error && err.message.includes('answered')) throw err;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error('server did not become ready');
}

/** Paths of the 31-day windows the load cycles through. */
async function windowPaths(center: DateTime): Promise<string[]> {
  const catalog = await getCatalog();
  const paths: string[] = [];
  for (let k = 0; k < 7; k++)
    for (const l of catalog.locations) {
      const start = center.minus({ days: 15 - k });
      const q = new URLSearchParams({
        locationSlug: l.slug,
        checkupSlug: CHECKUP,
        startDate: start.toISODate()!,
        endDate: start.plus({ days: 30 }).toISODate()!,
      });
      paths.push(`/api/timeslots/fetch-time-slots?${q}`);
    }
  return paths;
}

function load(base: string, paths: string[], duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const line = (name: string, value: string, goal: string, ok: boolean | null) =>
  console.log(
    `  ${name.padEnd(36)} ${value.padStart(10)}   goal ${goal.padEnd(9)} ${ok === null ? '' : ok ? 'met' : 'MISSED'}`,
  );

type Server = { base: string; stop(): Promise<void> };
async function serve(env: Record<string, string>, probe: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer(port, { TRUSTED_PROXY_HOPS: '1', ...env });
  try {
    await waitReady(base + probe, child);
  } catch (err) {
    await stopServer(child);
    throw err;
  }
  return { base, stop: () => stopServer(child) };
}

/** Slots: the same load with the slot cache off and on (relative gain), answers compared. */
async function slotFigures(driver: Driver, env: Record<string, string>, paths: string[]) {
  const figures: Record<string, { rps: number; p50: number; p99: number; non2xx: number }> = {};
  const answers: Record<string, string[]> = {};
  for (const mode of ['off', 'on'] as const) {
    const server = await serve({ ...env, SLOT_CACHE: mode }, paths[0]);
    try {
      answers[mode] = await Promise.all(
        paths.map(async (p) => (await fetch(server.base + p)).text()),
      );
      await load(server.base, paths, WARMUP_SECONDS);
      const r = await load(server.base, paths, SECONDS);
      figures[mode] = {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx + r.errors + r.timeouts,
      };
    } finally {
      await server.stop();
    }
  }
  const same = answers.off.every((a, i) => a === answers.on[i]);
  const slotsIn = (a: string) => (a.match(/"start"/g) ?? []).length;
  const nonEmpty = answers.on.every((a) => slotsIn(a) > 0);
  const on = figures.on;
  console.log(
    `${driver}: GET fetch-time-slots, ${ROWS} rows, ${CONNECTIONS} connections, ${SECONDS} s, 31-day windows (${paths.length} paths, answer ${answers.on[0].length} bytes)`,
  );
  line('cache off: requests/s', figures.off.rps.toFixed(0), '-', null);
  line('cache off: latency p50 / p99 ms', `${figures.off.p50} / ${figures.off.p99}`, '-', null);
  line('cache on: requests/s', on.rps.toFixed(0), `>= ${GOAL_RPS}`, on.rps >= GOAL_RPS);
  line('cache on: latency p50 ms', String(on.p50), '-', null);
  line('cache on: latency p99 ms', String(on.p99), `< ${GOAL_P99_MS}`, on.p99 < GOAL_P99_MS);
  line('gain (requests/s on / off)', `x${(on.rps / figures.off.rps).toFixed(1)}`, '-', null);
  line(
    'non-2xx, errors, timeouts',
    String(on.non2xx + figures.off.non2xx),
    '0',
    on.non2xx + figures.off.non2xx === 0,
  );
  line('answers identical off / on', same ? 'yes' : 'NO', 'yes', same);
  line('every window has slots', nonEmpty ? 'yes' : 'NO', 'yes', nonEmpty);
  const met = on.rps >= GOAL_RPS && on.p99 < GOAL_P99_MS && same && nonEmpty && on.non2xx === 0;
  return { section: 'slots', driver, rows: ROWS, off: figures.off, on, same, nonEmpty, met };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
let ipNo = 0;

/** n concurrent creates over `starts` (round robin); latency per request, statuses. */
async function createBurst(base: string, location: string, starts: string[], n: number) {
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      ipNo += 1;
      const body = createBody({ timeSlotStart: starts[i % starts.length], locationSlug: location });
      const t = performance.now();
      const res = await fetch(`${base}/api/reservation/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          'x-forwarded-for': `10.${(ipNo >> 16) & 255}.${(ipNo >> 8) & 255}.${ipNo & 255}`,
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, ms: performance.now() - t, text };
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const ms = results.map((r) => r.ms);
  const odd = results.find((r) => r.status !== 201 && r.status !== 409);
  if (odd) console.log(`  (first unexpected answer: ${odd.status} ${odd.text.slice(0, 200)})`);
  return {
    seconds,
    created: results.filter((r) => r.status === 201).length,
    conflicts: results.filter((r) => r.status === 409).length,
    fivexx: results.filter((r) => r.status >= 500).length,
    other: results.filter((r) => r.status !== 201 && r.status !== 409 && r.status < 500).length,
    p50: pct(ms, 50),
    p99: pct(ms, 99),
    perSecond: n / seconds,
  };
}

/** Creates under contention on the seeded database: one slot, then 100 slots. */
async function createFigures(driver: Driver, prepared: Prepared, center: DateTime) {
  const { overlaps } = prepared;
  // A campaign day is a burst by the default rule (server/holds/burst.ts: 10 new holds in 10
  // minutes): the clinic raises the minimum for it, else every create past the tenth needs a
  // solved proof-of-work, which this benchmark does not measure.
  const env = {
    ...prepared.env,
    CONTENT_DATASET_PATH: seedWithSettings({ holdBurstMinimum: 100_000 }),
  };
  const catalog = await getCatalog();
  const location = catalog.locations.find((l) => l.slug === 'zurich_bellevue')!;
  const day = center.plus({ days: 20 }).toISODate()!;
  // The seed books every room from 08:00 to 17:30: the creates get 31 free days of their own.
  await prepared.execute(
    sql`delete from reservations where starts_at >= ${day}::date and starts_at < ${day}::date + 31`,
  );
  const q = (start: string, end: string) =>
    `/api/timeslots/fetch-time-slots?${new URLSearchParams({ locationSlug: location.slug, checkupSlug: CHECKUP, startDate: start, endDate: end })}`;
  const server = await serve(env, q(day, day));
  let one: Awaited<ReturnType<typeof createBurst>>;
  let spread: typeof one;
  try {
    const windowEnd = center.plus({ days: 50 }).toISODate()!;
    const free = (
      JSON.parse(await (await fetch(server.base + q(day, windowEnd))).text()) as {
        days: { slots: { start: string; freeRooms: number }[] }[];
      }
    ).days.flatMap((d) =>
      d.slots.filter((s) => s.freeRooms === location.roomId.length).map((s) => s.start),
    );
    // Warm-up: the same two bursts on slots at the end of the window, never measured. The
    // server has just started: in a server that has been running V8 has compiled the create
    // path, while a cold one runs the measured burst's first hundred requests half compiled.
    const rest = free.slice(101);
    if (rest.length >= 101) {
      await createBurst(server.base, location.slug, [rest[rest.length - 1]], 300);
      await createBurst(server.base, location.slug, rest.slice(-101, -1), 300);
    } else await createBurst(server.base, location.slug, rest.slice(-3), 3);
    one = await createBurst(server.base, location.slug, [free[0]], 300);
    spread = await createBurst(server.base, location.slug, free.slice(1, 101), 300);
  } finally {
    await server.stop(); // PGlite: the directory is free again for the overlap count
  }
  {
    const overlapping = await overlaps();
    // docs/performance.md sets the speed goals on PostgreSQL (the production database); on the embedded
    // one they are reported for comparison, and correctness is held to the same goals.
    const speedGoal = driver === 'pg';
    console.log(
      `${driver}: POST reservation/create under contention (${location.roomId.length} rooms per slot${speedGoal ? '' : '; speed goals are for PostgreSQL'})`,
    );
    line(
      '300 for one slot: created / 409',
      `${one.created} / ${one.conflicts}`,
      `${location.roomId.length} / ${300 - location.roomId.length}`,
      one.created === location.roomId.length,
    );
    line('300 for one slot: p50 ms', one.p50.toFixed(0), '-', null);
    const goal = (text: string) => (speedGoal ? text : '-');
    const ok = (met: boolean) => (speedGoal ? met : null);
    line('300 for one slot: p99 ms', one.p99.toFixed(0), goal('< 1000'), ok(one.p99 < 1000));
    line(
      '300 for one slot: 5xx / other',
      `${one.fivexx} / ${one.other}`,
      '0 / 0',
      one.fivexx + one.other === 0,
    );
    line(
      '300 over 100 slots: creates/s',
      spread.perSecond.toFixed(0),
      goal('>= 200'),
      ok(spread.perSecond >= 200),
    );
    line('300 over 100 slots: held / 409', `${spread.created} / ${spread.conflicts}`, '-', null);
    line(
      '300 over 100 slots: p50 / p99 ms',
      `${spread.p50.toFixed(0)} / ${spread.p99.toFixed(0)}`,
      '-',
      null,
    );
    line(
      '300 over 100 slots: 5xx / other',
      `${spread.fivexx} / ${spread.other}`,
      '0 / 0',
      spread.fivexx + spread.other === 0,
    );
    line('overlapping active rows', String(overlapping), '0', overlapping === 0);
    const met =
      (!speedGoal || (one.p99 < 1000 && spread.perSecond >= 200)) &&
      one.fivexx + one.other + spread.fivexx + spread.other === 0 &&
      one.created === location.roomId.length &&
      overlapping === 0;
    return { section: 'creates', driver, one, spread, overlapping, met };
  }
}

async function runDriver(driver: Driver, center: DateTime) {
  const prepared = await prepare(driver, center);
  try {
    const paths = await windowPaths(center);
    const out: object[] = [];
    if (process.env.BENCH_SLOTS !== 'off') out.push(await slotFigures(driver, prepared.env, paths));
    if (process.env.BENCH_CREATES !== 'off')
      out.push(await createFigures(driver, prepared, center));
    return out;
  } finally {
    await prepared.cleanup();
  }
}

/**
 * First-load JS per step vs 150 kB gzip, and Lighthouse mobile (median of 5 runs per page,
 * Debian's Chromium) vs 95 / TBT 200 ms: scripts/bench-budgets.ts, which starts its own server.
 */
function budgetFigures(): object {
  console.log('budgets: JS per step and Lighthouse (scripts/bench-budgets.ts)');
  const lighthouse = process.env.BENCH_LIGHTHOUSE !== 'off';
  const r = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/bench-budgets.ts'], {
    cwd: WEB,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(lighthouse
        ? { LIGHTHOUSE: '1', LIGHTHOUSE_RUNS: process.env.LIGHTHOUSE_RUNS ?? '5' }
        : {}),
    },
  });
  return { section: 'budgets', lighthouse, met: r.status === 0 };
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown cpu'} x ${cpus.length}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, node ${process.version}`,
  );
  const center = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 40 });
  const drivers = (process.env.BENCH_DRIVERS ?? (process.env.DATABASE_URL ? 'pglite,pg' : 'pglite'))
    .split(',')
    .filter(Boolean) as Driver[]; // BENCH_DRIVERS= (empty): budgets only
  const results: object[] = [];
  for (const d of drivers) results.push(...(await runDriver(d, center)));
  if (process.env.BENCH_BUDGETS !== 'off') results.push(budgetFigures());
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('\n' + JSON.stringify(results));
  if (!process.env.BENCH_NO_FAIL && results.some((r) => 'met' in r && !r.met)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
