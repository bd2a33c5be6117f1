/**
 * The job worker: runs in the Next.js server process (instrumentation.ts) and in tests. One
 * job at a time per queue is plenty for a clinic's mail; each try has the queue's expiry.
 */
import { getDbHandle, type Db } from '@/server/db/client';
import { log } from '@/server/log';
import { handleMaintenanceJob, scheduleRetention } from './daily';
import { enqueue } from './enqueue';
import { getPaymentProvider } from '@/server/payments';
import { handleDeadJob, handleEmailJob, handleRefundJob, handleStaffJob } from './handlers';
import { DEAD_LETTER_QUEUE, type EmailJob, type MaintenanceJob, type RefundJob } from './queues';
import { getJobRuntime, type JobRuntime } from './runtime';
import type { StaffMessage } from '@/server/notify/staff';
import type { DeadJobReport } from './queues';

export type WorkerOptions = {
  /** Seconds between polls when idle (pg-boss default 2). */
  pollingIntervalSeconds?: number;
};

/** Registers the handlers on a started runtime. */
export async function startWorkers(
  runtime: JobRuntime,
  db: Db,
  options: WorkerOptions = {},
): Promise<void> {
  const { boss } = runtime;
  const poll = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };
  await boss.work<EmailJob>('email', poll, async ([job]) => handleEmailJob(job, { db }));
  await boss.work<StaffMessage | DeadJobReport>('staff', poll, async ([job]) =>
    handleStaffJob(job, { db }),
  );
  await boss.work<RefundJob>('refund', poll, async ([job]) =>
    handleRefundJob(job, { db, provider: getPaymentProvider }),
  );
  await boss.work<MaintenanceJob>('maintenance', poll, async ([job]) =>
    handleMaintenanceJob(job, { db }),
  );
  const deadOptions = {
    pollingIntervalSeconds: poll.pollingIntervalSeconds,
    batchSize: 1,
    includeMetadata: true,
  } as const;
  await boss.work<object, void, typeof deadOptions>(DEAD_LETTER_QUEUE, deadOptions, async ([job]) =>
    handleDeadJob(job, async (message, key) => {
      await enqueue(db, { queue: 'staff', key, data: message });
    }),
  );
}

type WorkerGlobal = { started?: Promise<void> };
const g = globalThis as typeof globalThis & { __jobWorker?: WorkerGlobal };
const state: WorkerGlobal = (g.__jobWorker ??= {});

/** Starts the process's worker once (instrumentation register()). */
export function startJobWorker(): Promise<void> {
  state.started ??= (async () => {
    const [runtime, handle] = await Promise.all([getJobRuntime(), getDbHandle()]);
    await startWorkers(runtime, handle.db);
    // The daily retention (privacy): scheduled once per day whichever instance starts first.
    await scheduleRetention(handle.db);
    log.info('job-worker-started', { schema: runtime.schema, driver: runtime.driver });
  })().catch((err: unknown) => {
    state.started = undefined;
    throw err;
  });
  return state.started;
}
