/**
 * Capacity of one production instance (run in web/ after `npm run build`:
 * `npm run bench:capacity`). For each driver (PGlite, and PostgreSQL when DATABASE_URL is set):
 *   1. seeds BENCH_ROWS (default 100k) reservations into a fresh database (PGlite: a data
 *      directory under the OS temp folder; PostgreSQL: a fresh database, dropped afterwards),
 *   2. starts `next start` from the existing build on a free port against that database,
 *   3. drives GET /api/timeslots/fetch-time-slots for 31-day windows with autocannon,
 *      BENCH_CONNECTIONS (16) connections for BENCH_SECONDS (10) after a warm-up, cycling
 *      the four locations and seven window positions,
 *   4. prints requests/s and latency p50/p99 beside the goals of issue 15 (>= 700 rps,
 *      p99 < 50 ms) and exits 1 when one is missed (BENCH_NO_FAIL=1 only reports).
 * BENCH_CPU_PROF=<dir> starts the server with --cpu-prof (profile written on exit).
 * NEXT_DIST_DIR selects the build folder, as for `next start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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
import { openDb } from '@/server/db/client';
import { CHECKUP, roomsOf, seed } from './bench/seed';

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
type Prepared = { env: Record<string, string>; cleanup(): Promise<void> };

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

async function prepare(driver: Driver, center: DateTime): Promise<Prepared> {
  if (driver === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-capacity-'));
    const seconds = await seedInto(() => openDb({ pgliteDataDir: dir }), center);
    console.log(`pglite: ${ROWS} rows seeded in ${seconds.toFixed(1)} s (${dir})`);
    return {
      env: { PGLITE_DATA_DIR: dir },
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
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
    env: { DATABASE_URL: url.toString() },
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

async function runDriver(driver: Driver, center: DateTime) {
  const prepared = await prepare(driver, center);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer(port, prepared.env);
  try {
    const paths = await windowPaths(center);
    await waitReady(base + paths[0], child);
    const sample = await (await fetch(base + paths[0])).text();
    await load(base, paths, WARMUP_SECONDS);
    const r = await load(base, paths, SECONDS);
    const non2xx = r.non2xx + r.errors + r.timeouts;
    const rps = r.requests.average;
    const line = (name: string, value: string, goal: string, ok: boolean) =>
      console.log(
        `  ${name.padEnd(28)} ${value.padStart(10)}   goal ${goal.padEnd(8)} ${ok ? 'met' : 'MISSED'}`,
      );
    console.log(
      `${driver}, ${ROWS} rows, ${CONNECTIONS} connections, ${SECONDS} s, 31-day windows (answer ${sample.length} bytes):`,
    );
    line('requests/s', rps.toFixed(0), `>= ${GOAL_RPS}`, rps >= GOAL_RPS);
    line('latency p50 ms', String(r.latency.p50), '-', true);
    line('latency p99 ms', String(r.latency.p99), `< ${GOAL_P99_MS}`, r.latency.p99 < GOAL_P99_MS);
    line('non-2xx, errors, timeouts', String(non2xx), '0', non2xx === 0);
    const met = rps >= GOAL_RPS && r.latency.p99 < GOAL_P99_MS && non2xx === 0;
    return { driver, rows: ROWS, rps, p50: r.latency.p50, p99: r.latency.p99, non2xx, met };
  } finally {
    await stopServer(child);
    await prepared.cleanup();
  }
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
  const drivers = (
    process.env.BENCH_DRIVERS ?? (process.env.DATABASE_URL ? 'pglite,pg' : 'pglite')
  ).split(',') as Driver[];
  const results = [];
  for (const d of drivers) results.push(await runDriver(d, center));
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('\n' + JSON.stringify(results));
  if (!process.env.BENCH_NO_FAIL && results.some((r) => !r.met)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
