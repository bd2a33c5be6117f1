/**
 * What the staff desk's benchmarks share (docs/performance.md "Staff desk", "Insights"): the
 * database they seed, unique references for batch inserts, timed runs and their percentiles,
 * and the machine line of the report.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { reservationName } from '@/server/reservations/names';
import { createTestDb, type TestDb } from '@/test/db';

/**
 * A fresh schema on DATABASE_URL or TEST_DATABASE_URL (dropped on close); without either, an
 * in-memory PGlite: a check that the bench runs, not PostgreSQL's figures.
 */
export async function openBenchDb(): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl)
    console.log('no DATABASE_URL: PGlite in memory (a check that it runs, not the figures)');
  return createTestDb({ databaseUrl });
}

/**
 * References as the product draws them (reservationName: random, so two rows can draw the same
 * one; the product retries a hold on reservations_name_unique). A batch insert fails whole on a
 * duplicate, so a reference this run has already used is drawn again.
 */
export function uniqueNames() {
  const used = new Set<string>();
  return <T extends { name: string; locationSlug: string }>(values: T): T => {
    let name = values.name;
    while (used.has(name)) name = reservationName(values.locationSlug);
    used.add(name);
    return { ...values, name };
  };
}

/** `minutes` after midnight of `date` in Zurich's winter time (the benches' days). */
export const zoneDay = (date: string, minutes: number) =>
  new Date(new Date(`${date}T00:00:00+01:00`).getTime() + minutes * 60_000);

/**
 * Writes the queued rows `batch` at a time (all of them when `force`), counting in `written.n`
 * and showing progress every 10,000 rows.
 */
export function batchWriter(db: Db, rows: (typeof reservations.$inferInsert)[], batch = 1000) {
  const written = { n: 0 };
  const flush = async (force = false) => {
    while (rows.length >= batch || (force && rows.length > 0)) {
      const part = rows.splice(0, batch);
      await db.insert(reservations).values(part);
      written.n += part.length;
      if (written.n % 10_000 === 0) process.stdout.write(`  ${written.n} rows\r`);
    }
  };
  return { written, flush };
}

/** p50, p95 and max of timings in ms, to a tenth. */
export function percentiles(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { p50: +q(0.5).toFixed(1), p95: +q(0.95).toFixed(1), max: +s[s.length - 1].toFixed(1) };
}

/** `warmup` untimed calls, then the percentiles of `runs` timed ones (`fn` gets the run's index). */
export async function timeRuns(
  fn: (i: number) => Promise<unknown>,
  { warmup, runs }: { warmup: number; runs: number },
) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  return percentiles(ms);
}

/** The report's machine: cores, CPU, memory, node (and the load average when `load`). */
export function machine({ load = false } = {}): string {
  const base = `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`;
  return load
    ? `${base}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`
    : base;
}

/** Runs the bench's main, exiting 1 on an error. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
