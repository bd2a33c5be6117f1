/**
 * Email throughput after a burst (docs/operations.md): BENCH_BURST (200) pending bookings confirmed at
 * once, each confirmation job delivered by the real worker (batches, NOTIFY wake-up, polling at
 * the production 2 s) through the pooled SMTP transport to an SMTP server in this process.
 * Prints, per run, how long each confirmation took from its commit to the SMTP server: p50, p95,
 * p99, max, messages per second, SMTP connections, and any confirmation not delivered exactly
 * once. Goal: p99 <= 10 s, each once. On PGlite in memory; with DATABASE_URL a throwaway schema.
 *
 *   npm run bench:email -w web            (BENCH_BURST=200, BENCH_RUNS=3)
 */
import { setDbOverride } from '@/server/db/client';
import { setJobRuntimeOverride } from '@/server/jobs/runtime';
import { setMailer, smtpMailer } from '@/server/notify/mailer';
import { createTestDb, startTestJobs } from '@/test/db';
import { paidBurst } from '@/test/email-burst';
import { startSmtpSink } from '@/test/smtp-sink';

const BURST = Number(process.env.BENCH_BURST ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_P99_MS = 10_000;

async function main(): Promise<void> {
  const handle = await createTestDb();
  setDbOverride(handle.db);
  const jobs = await startTestJobs(handle, { pollingIntervalSeconds: 2 });
  setJobRuntimeOverride(jobs);
  const sink = await startSmtpSink();
  const mailer = smtpMailer(sink.url);
  setMailer(mailer);
  let failed = false;
  try {
    console.log(`${handle.driver}, burst of ${BURST} confirmations, ${RUNS} runs`);
    console.log('run | p50 ms | p95 ms | p99 ms | max ms | per s | SMTP conns | not once');
    for (let run = 1; run <= RUNS; run++) {
      const before = sink.sessions();
      const r = await paidBurst(handle.db, sink, BURST);
      console.log(
        [run, r.p50, r.p95, r.p99, r.max, r.perSecond, sink.sessions() - before, r.notOnce.length]
          .map(String)
          .join(' | '),
      );
      if (r.p99 > GOAL_P99_MS || r.notOnce.length) failed = true;
    }
    console.log(`goal: p99 <= ${GOAL_P99_MS} ms, each once: ${failed ? 'MISSED' : 'met'}`);
  } finally {
    setMailer(null);
    mailer.close?.();
    await sink.close();
    setJobRuntimeOverride(null);
    await jobs.stop();
    setDbOverride(null);
    await handle.close();
  }
  if (failed && !process.env.BENCH_NO_FAIL) process.exitCode = 1;
}

void main();
