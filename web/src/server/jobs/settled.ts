/**
 * Waiting for the queue to be quiet (tests, scripts): no job due now is waiting or running.
 * Jobs scheduled for later (startAfter in the future, or a retry's backoff) do not count.
 */
import { rowsOf } from '@/server/db/client';
import type { JobRuntime } from './runtime';
import { runningJobRuntime } from './runtime';

export async function dueJobCount(runtime: JobRuntime): Promise<number> {
  const result = await runtime.boss.getDb().executeSql(
    `select count(*)::int as n from ${runtime.schema}.job
       where state = 'active' or (state in ('created', 'retry') and start_after <= ${runtime.schema}.job_now())`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Resolves once nothing is due or running (or throws after `timeoutMs`). */
export async function jobsSettled(
  options: { runtime?: JobRuntime; timeoutMs?: number } = {},
): Promise<void> {
  const runtime = options.runtime ?? (await runningJobRuntime());
  if (!runtime) return; // no queue in this process: nothing can be due
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    if ((await dueJobCount(runtime)) === 0) return;
    if (Date.now() > deadline) throw new Error('jobsSettled: jobs still due after the timeout');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
