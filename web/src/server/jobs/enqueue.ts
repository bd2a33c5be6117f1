/**
 * The outbox: a job is inserted through the transaction of the change it announces, so it
 * exists exactly when the change committed. Its id comes from a deduplication key (one per
 * booking event), so the same event never gives two jobs.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Db } from '@/server/db/client';
import { jobIdFor } from './ids';
import type { JobData, QueueName } from './queues';
import { getJobRuntime } from './runtime';

export type JobRequest<Q extends QueueName = QueueName> = {
  queue: Q;
  /** One per event, e.g. `email:booking-confirmation:<reservation id>`. */
  key: string;
  data: JobData[Q];
  /** A delayed send (reminders, "complete your payment"): not run before this time. */
  startAfter?: Date;
};

/**
 * Inserts the job through `tx` (a Drizzle transaction, or the database for a change that is a
 * single statement already committed). Resolves to false when a job with this key exists
 * already (the event was announced before).
 */
export async function enqueue<Q extends QueueName>(tx: Db, job: JobRequest<Q>): Promise<boolean> {
  const { boss } = await getJobRuntime();
  const id = await boss.send(job.queue, job.data as object, {
    id: jobIdFor(job.key),
    startAfter: job.startAfter,
    // Always the caller's connection: on PGlite the instance's own would wait for this
    // transaction to end (one connection), and on PostgreSQL the job would not commit with it.
    db: fromDrizzle(tx as never, sql as never),
  });
  return id !== null;
}

/**
 * Cancels a scheduled job that has not run yet (e.g. the "complete your payment" email once the
 * booking is paid). True when a waiting job was cancelled.
 */
export async function cancelJob(queue: QueueName, key: string, tx?: Db): Promise<boolean> {
  const { boss } = await getJobRuntime();
  const result = await boss.cancel(queue, jobIdFor(key), {
    db: tx ? fromDrizzle(tx as never, sql as never) : undefined,
  });
  return ((result as { affected?: number }).affected ?? 0) > 0;
}
