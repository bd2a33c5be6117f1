/**
 * The outbox: a job is inserted through the transaction of the change it announces, so it
 * exists exactly when the change committed. Its id comes from a deduplication key (one per
 * booking event), so the same event never gives two jobs.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Db, Tx } from '@/server/db/client';
import { jobIdFor } from './ids';
import type { JobData, QueueName } from './queues';
import { jobRuntimeInTransaction, getJobRuntime } from './runtime';

export type JobRequest<Q extends QueueName = QueueName> = {
  queue: Q;
  /** One per event, e.g. `email:booking-confirmation:<reservation id>`. */
  key: string;
  data: JobData[Q];
  /** A delayed send (reminders, "complete your payment"): not run before this time. */
  startAfter?: Date;
};

/**
 * Inserts the job through `tx`, the Drizzle transaction of the change it announces, so the job
 * commits with that change or not at all (docs/outbox.md "How a job is written"). Typed `Tx`:
 * the plain database does not compile here; a send that announces no change of its own goes
 * through `enqueueNow`. Resolves to false when a job with this key exists already (the event was
 * announced before).
 */
export async function enqueue<Q extends QueueName>(tx: Tx, job: JobRequest<Q>): Promise<boolean> {
  const { boss } = await jobRuntimeInTransaction();
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
 * A job in its own transaction, for a send that has no change to commit with: a report, a
 * scheduled run, a link or email that is the whole action, or a change the caller committed
 * before (docs/outbox.md "How a job is written"). Never call it inside another transaction: on
 * PGlite it would wait for that transaction's connection. Resolves like `enqueue`.
 */
export function enqueueNow<Q extends QueueName>(db: Db, job: JobRequest<Q>): Promise<boolean> {
  return db.transaction((tx) => enqueue(tx, job));
}

/**
 * Cancels a scheduled job that has not run yet (e.g. the "complete your payment" email once the
 * booking is paid). True when a waiting job was cancelled. With `tx`, the cancel commits with the
 * caller's change; without, it runs on the queue's own connection at once.
 */
export async function cancelJob(queue: QueueName, key: string, tx?: Tx): Promise<boolean> {
  const { boss } = await (tx ? jobRuntimeInTransaction() : getJobRuntime());
  const result = await boss.cancel(queue, jobIdFor(key), {
    db: tx ? fromDrizzle(tx as never, sql as never) : undefined,
  });
  return ((result as { affected?: number }).affected ?? 0) > 0;
}
