/**
 * The job worker: the composition of every queue's handlers, so it sits above every folder whose
 * work it runs (docs/architecture.md, "Layers"). Runs in the Next.js server process
 * (instrumentation-node.ts; JOBS_WORKER=off leaves it to other instances) and in tests. The email and staff queues take jobs in batches and
 * several at once, so a burst of bookings is mailed within seconds (docs/operations.md,
 * docs/performance.md); pg-boss's LISTEN/NOTIFY (jobs/runtime.ts) wakes them as soon as a job
 * commits. Refunds and maintenance run one job at a time.
 */
import type { JobResult } from 'pg-boss';
import { getDbHandle, type Db } from '@/server/db/client';
import { log } from '@/server/log';
import { handleMaintenanceJob, scheduleRetention } from './daily';
import { enqueueNow } from '@/server/jobs/enqueue';
import { getPaymentProvider } from '@/server/payments';
import { handleDeadJob, handleEmailJob, handleRefundJob, handleStaffJob } from './handlers';
import {
  DEAD_LETTER_QUEUE,
  type EmailJob,
  type MaintenanceJob,
  type RefundJob,
  type SmsJob,
  type StaffLinkJob,
  type WaitlistJob,
} from '@/server/jobs/queues';
import { handleStaffLinkJob } from '@/server/staff/auth/link-job';
import { handleWaitlistJob } from '@/server/waitlist/jobs';
import { handleWebhookJob } from '@/server/webhooks/deliver';
import { handleSmsJob } from '@/server/sms/reminder';
import { getJobRuntime, type JobRuntime } from '@/server/jobs/runtime';
import type { StaffMessage } from '@/server/notify/staff';
import type { DeadJobReport } from '@/server/jobs/queues';

export type WorkerOptions = {
  /** Seconds between polls when idle and no NOTIFY arrives (pg-boss default 2). */
  pollingIntervalSeconds?: number;
};

/**
 * Messages: up to BATCH_SIZE jobs per fetch, handled side by side, in LOCAL_CONCURRENCY fetch
 * loops per process. 2 × 10 = 20 sends in flight, well above the SMTP pool's 5 connections
 * (notify/mailer.ts), so the pool is never idle during a burst; each job still claims its own
 * sent_messages row (deliver-once.ts), so running them side by side sends none twice.
 */
export const MESSAGE_BATCH = { batchSize: 10, localConcurrency: 2 } as const;

/**
 * Runs a batch's jobs side by side and settles each on its own: one refused address fails (and
 * retries) only its own job, not the nine beside it.
 */
export async function settleEach<T>(
  jobs: readonly { id: string; data: T }[],
  handle: (job: { id: string; data: T }) => Promise<void>,
): Promise<JobResult[]> {
  const outcomes = await Promise.allSettled(jobs.map((job) => handle(job)));
  return outcomes.map((outcome, i) =>
    outcome.status === 'fulfilled'
      ? { id: jobs[i].id, status: 'completed' }
      : {
          id: jobs[i].id,
          status: 'failed',
          // Stored as pg-boss stores a thrown error; the handlers mask addresses in it
          // (handlers.ts deliveryError).
          output:
            outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason)),
        },
  );
}

/** Registers the handlers on a started runtime. */
export async function startWorkers(
  runtime: JobRuntime,
  db: Db,
  options: WorkerOptions = {},
): Promise<void> {
  const { boss } = runtime;
  const seconds = options.pollingIntervalSeconds ?? 2;
  // With NOTIFY active pg-boss would poll only every 30 s, but a delayed job (payment link,
  // reminder) or a retry comes due without a NOTIFY: the poll stays as frequent as before.
  const poll = {
    pollingIntervalSeconds: seconds,
    notifyPollingIntervalSeconds: seconds,
    batchSize: 1,
  };
  const messages = {
    ...poll,
    ...MESSAGE_BATCH,
    perJobResults: true,
    // A full batch means more are waiting: fetch again at once instead of after the poll.
    burstWhenBatchFull: true,
  } as const;
  await boss.work<EmailJob, JobResult[], typeof messages>('email', messages, async (jobs) =>
    settleEach(jobs, (job) => handleEmailJob(job, { db })),
  );
  await boss.work<StaffMessage | DeadJobReport, JobResult[], typeof messages>(
    'staff',
    messages,
    async (jobs) => settleEach(jobs, (job) => handleStaffJob(job, { db })),
  );
  await boss.work<StaffLinkJob, JobResult[], typeof messages>(
    'staff-link',
    messages,
    async (jobs) => settleEach(jobs, (job) => handleStaffLinkJob(job, { db })),
  );
  // Waitlist offers and their emails (docs/waitlist.md): side by side like messages; offers
  // for one slot are kept apart by the database (server/waitlist/engine.ts), not by order.
  await boss.work<WaitlistJob, JobResult[], typeof messages>('waitlist', messages, async (jobs) =>
    settleEach(jobs, (job) => handleWaitlistJob(job, { db })),
  );
  // Outgoing webhooks (docs/webhooks.md): side by side; one booking's events are kept in order
  // by the delivery chain's claim (server/webhooks/deliver.ts), not by the queue.
  await boss.work<{ deliveryId: string }, JobResult[], typeof messages>(
    'webhook',
    messages,
    async (jobs) => settleEach(jobs, (job) => handleWebhookJob(job, { db })),
  );
  // SMS reminders (docs/sms.md): side by side like the emails, each at most once.
  await boss.work<SmsJob, JobResult[], typeof messages>('sms', messages, async (jobs) =>
    settleEach(jobs, (job) => handleSmsJob(job, { db })),
  );
  await boss.work<RefundJob>('refund', poll, async ([job]) =>
    handleRefundJob(job, { db, provider: getPaymentProvider }),
  );
  await boss.work<MaintenanceJob>('maintenance', poll, async ([job]) =>
    handleMaintenanceJob(job, { db }),
  );
  const deadOptions = {
    ...poll,
    includeMetadata: true,
  } as const;
  await boss.work<object, void, typeof deadOptions>(DEAD_LETTER_QUEUE, deadOptions, async ([job]) =>
    handleDeadJob(job, async (message, key) => {
      // A report of a job that failed, no change to commit with: its own transaction.
      await enqueueNow(db, { queue: 'staff', key, data: message });
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
