/**
 * Insights benchmark (docs/performance.md "Insights"; docs/staff-desk.md "Insights"): on
 * PostgreSQL (DATABASE_URL or TEST_DATABASE_URL; without either an in-memory PGlite, a check
 * that it runs, not the figures), in a fresh schema dropped afterwards, 100k reservations from
 * the insights' realistic generator (src/test/insights-year.ts: the staff benches' seeding made
 * realistic: lead times, cancellations, no-shows, payments, refunds, add-ons, codes, blocks,
 * waitlist offers, lapsed holds, SMS reminders sent) over the seed's four locations and about four years up to the
 * bench's "now", with a daily funnel row per step all along. Then each insights query, 20
 * warm-up and BENCH_RUNS (default 100) timed runs, for Zurich over 30 days and for every
 * location over the last 365 days, and the whole answer (`staffInsights`, the queries side by
 * side): p50 / p95 / max against the goal (p95 < 500 ms).
 *
 *   DATABASE_URL=postgres://... npm run bench:insights     (BENCH_ROWS=20000 for a quicker run)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { rowsOf } from '@/server/db/client';
import {
  addOnsOf,
  attendanceOf,
  bookingsByDay,
  discountCodes,
  funnelOf,
  leadTime,
  moneyByWeek,
  periodOf,
  staffInsights,
  waitlistOffers,
} from '@/server/staff/insights/insights';
import { smsReminderSplit } from '@/server/staff/insights/sms';
import { utilisation } from '@/server/staff/insights/utilisation';
import { testActor } from '@/test/desk';
import { seedInsightsYear } from '@/test/insights-year';
import { machine, openBenchDb, runBench, timeRuns } from './bench/staff-bench';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 20;
const GOAL_P95 = 500;
const NOW = new Date('2027-06-30T16:00:00Z');
const DAY = 86_400_000;

const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function main() {
  const handle = await openBenchDb();
  const { db } = handle;
  try {
    const catalog = await getCatalog();
    const locations = catalog.locations.filter((l) => !l.isComingSoon);
    const zurich = locations.find((l) => l.slug === 'zurich_bellevue')!;
    // About 58 rows a day over the four locations at this fill (holds that lapsed included).
    const days = Math.ceil(ROWS / 58) + 1;
    const from = date(NOW.getTime() - (days - 30) * DAY);
    const t0 = performance.now();
    const seeded = await seedInsightsYear(db, catalog, {
      from,
      days,
      fill: 0.85,
      now: NOW,
      maxRows: ROWS,
      onProgress: (n) => {
        if (n % 10_000 < 500) process.stdout.write(`  ${n} rows\r`);
      },
    });
    // As autovacuum would have by now: statistics, and pages marked visible for index-only reads.
    await db.execute(sql`vacuum analyze`);
    const counts = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select (select count(*) from reservations) as r,
        (select min(starts_at) from reservations) as first, (select max(starts_at) from reservations) as last,
        (select count(*) from funnel_daily) as f`),
    )[0];
    console.log(
      `seeded ${JSON.stringify(seeded)} in ${((performance.now() - t0) / 1000).toFixed(0)} s; ${JSON.stringify(counts)}`,
    );

    // The periods end with the seeded rows (the generator stops at BENCH_ROWS): the last
    // appointment's day is the bench's "today".
    const end = new Date(String(counts.last)).getTime();
    const today = date(end);
    const periods = {
      'zurich-30d': {
        period: periodOf(date(end - 29 * DAY), today)!,
        ids: [zurich.id],
      },
      'all-365d': {
        period: periodOf(date(end - 364 * DAY), today)!,
        ids: locations.map((l) => l.id),
      },
    };
    const queries: Record<string, (p: (typeof periods)['all-365d']) => Promise<unknown>> = {
      utilisation: (p) => utilisation(db, catalog, p.period, p.ids),
      bookingsByDay: (p) => bookingsByDay(db, p.period, p.ids),
      leadTime: (p) => leadTime(db, p.period, p.ids),
      attendance: (p) => attendanceOf(db, p.period, p.ids, NOW),
      money: (p) => moneyByWeek(db, p.period, p.ids),
      addOns: (p) => addOnsOf(db, catalog, p.period, p.ids, 'de'),
      discountCodes: (p) => discountCodes(db, p.period, p.ids),
      waitlist: (p) => waitlistOffers(db, p.period, p.ids),
      funnel: (p) => funnelOf(db, p.period),
      smsReminders: (p) => smsReminderSplit(db, p.period, p.ids, NOW),
      'whole answer': (p) =>
        staffInsights(
          testActor({ role: 'admin', locations: 'all' }),
          {
            from: p.period.from,
            to: p.period.to,
            location: p.ids.length === 1 ? p.ids[0] : undefined,
          },
          { db, catalog, now: NOW },
        ),
    };
    const results: Record<string, Record<string, Awaited<ReturnType<typeof timeRuns>>>> = {};
    for (const [name, run] of Object.entries(queries))
      for (const [label, p] of Object.entries(periods)) {
        (results[name] ??= {})[label] = await timeRuns(() => run(p), {
          warmup: WARMUP,
          runs: RUNS,
        });
        console.log(
          `${name.padEnd(14)} ${label.padEnd(11)} ${JSON.stringify(results[name][label])}`,
        );
      }
    // The goal is per query; the whole answer (the queries side by side) is reported beside it.
    const worst = Math.max(
      ...Object.entries(results)
        .filter(([name]) => name !== 'whole answer')
        .flatMap(([, r]) => Object.values(r).map((s) => s.p95)),
    );
    const report = {
      date: new Date().toISOString().slice(0, 10),
      machine: machine({ load: true }),
      rows: ROWS,
      runs: RUNS,
      worstP95: worst,
      goalP95: GOAL_P95,
      pass: worst < GOAL_P95,
    };
    console.log(JSON.stringify(report, null, 2));
    if (!report.pass && !process.env.BENCH_NO_FAIL) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

runBench(main);
