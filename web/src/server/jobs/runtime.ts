/**
 * The job queue of this process: pg-boss on the app's database. On PostgreSQL it opens a small
 * pool of its own (same server, its own schema); on the PGlite default it shares the one PGlite
 * instance through pg-boss's `fromPglite` adapter. Jobs are always inserted through the caller's
 * transaction (./enqueue.ts), so the instance here only needs to know the queues.
 */
import { fromPglite, PgBoss, type Clock } from 'pg-boss';
import { getDbHandle, hasDbOverride, type DbHandle } from '@/server/db/client';
import { log } from '@/server/log';
import { DEAD_LETTER_OPTIONS, DEAD_LETTER_QUEUE, QUEUE_OPTIONS, QUEUES } from './queues';

export type JobRuntime = {
  boss: PgBoss;
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  schema: string;
  /** Which driver is underneath (pglite: one connection shared with the app). */
  driver: DbHandle['driver'];
  stop(): Promise<void>;
};

export type JobRuntimeOptions = {
  /** pg-boss's schema (default JOBS_SCHEMA or "pgboss"); tests use one per file. */
  schema?: string;
  /** A controllable clock for tests (pg-boss's TestClock). */
  clock?: Clock;
  /** Run maintenance (expiry, retention, dead letters): the worker process does. */
  supervise?: boolean;
};

export function defaultJobsSchema(): string {
  return process.env.JOBS_SCHEMA || 'pgboss';
}

/** Starts pg-boss on a database handle and makes sure every queue exists. */
export async function openJobRuntime(
  handle: DbHandle,
  options: JobRuntimeOptions = {},
): Promise<JobRuntime> {
  const schema = options.schema ?? defaultJobsSchema();
  const common = {
    schema,
    clock: options.clock,
    supervise: options.supervise ?? true,
    // Cron schedules are not used: reminders are single delayed jobs (startAfter).
    schedule: false,
    // Workers wake on the NOTIFY a job's insert sends when its transaction commits, in this
    // process or another on the same database (PGlite: in-process); polling stays as the floor.
    // On PostgreSQL this holds one connection of its own besides the pool.
    useListenNotify: true,
  };
  let boss: PgBoss;
  if (handle.driver === 'pglite') {
    if (!handle.pglite) throw new Error('job queue: PGlite handle without its instance');
    boss = new PgBoss({ ...common, db: fromPglite(handle.pglite), backend: 'pglite' });
  } else {
    if (!handle.databaseUrl) throw new Error('job queue: PostgreSQL handle without its URL');
    boss = new PgBoss({ ...common, connectionString: handle.databaseUrl, max: 4 });
  }
  // An EventEmitter's unhandled 'error' would end the process: a queue hiccup is logged instead.
  boss.on('error', (err: Error) => log.error('job-queue-error', { message: err.message }));
  boss.on('warning', (warning: { message?: string; type?: string }) =>
    log.warn('job-queue-warning', { type: warning.type, message: warning.message }),
  );
  await boss.start();
  // The dead-letter queue must exist before a queue names it.
  await boss.createQueue(DEAD_LETTER_QUEUE, DEAD_LETTER_OPTIONS);
  for (const name of QUEUES) {
    await boss.createQueue(name, QUEUE_OPTIONS);
    // createQueue leaves an existing queue as it is: a database from before docs/operations.md gets the
    // NOTIFY opt-in here.
    await boss.updateQueue(name, { notify: QUEUE_OPTIONS.notify });
  }
  return {
    boss,
    schema,
    driver: handle.driver,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

// On globalThis like the database: route bundles and instrumentation share one instance.
type JobsGlobal = {
  runtime?: Promise<JobRuntime>;
  /** The runtime once its open has finished (a write inside a transaction needs it so). */
  opened?: JobRuntime;
  /** A stop under way: a second caller waits for it instead of returning at once. */
  stopping?: Promise<void>;
  override?: JobRuntime | null;
};
const g = globalThis as typeof globalThis & { __jobRuntime?: JobsGlobal };
const state: JobsGlobal = (g.__jobRuntime ??= {});

/** The process's job queue, started on first use on the app's database. */
export async function getJobRuntime(): Promise<JobRuntime> {
  if (state.override) return state.override;
  // A test that replaced the database must give the queue too: never the default database's.
  if (hasDbOverride())
    throw new Error('job queue: the database is overridden but the queue is not (setupTestDb)');
  const opening = (state.runtime ??= getDbHandle()
    .then((handle) => openJobRuntime(handle))
    .then((runtime) => {
      if (state.runtime === opening) state.opened = runtime;
      return runtime;
    })
    .catch((err: unknown) => {
      state.runtime = undefined;
      throw err;
    }));
  return opening;
}

/**
 * The queue for a job written inside a transaction (enqueue, cancelJob with `tx`). On PGlite
 * the queue's open runs its statements on the one connection that transaction holds, so a
 * transaction that waited for an open would wait forever, and every request after it. There a
 * queue not yet open is an error at once; the server opens it before it serves
 * (server/ops/startup.ts; docs/outbox.md "The queue opens before the first request").
 * PostgreSQL opens it on a pool of its own, so there it may still open here.
 */
export async function jobRuntimeInTransaction(): Promise<JobRuntime> {
  if (state.override) return state.override;
  if (state.opened) return state.opened;
  if (!hasDbOverride() && (await getDbHandle()).driver === 'pglite')
    throw new Error(
      'job queue: not open yet; on PGlite it must open before a transaction writes a job (docs/outbox.md)',
    );
  return getJobRuntime();
}

/** The running job queue, if this process started one (never starts one). */
export async function runningJobRuntime(): Promise<JobRuntime | null> {
  if (state.override) return state.override;
  return state.runtime ? state.runtime.catch(() => null) : null;
}

/** Tests: make getJobRuntime() return this one (null restores the default). */
export function setJobRuntimeOverride(runtime: JobRuntime | null): void {
  state.override = runtime;
}

/**
 * Stops the process's job queue (graceful: running jobs finish first, up to 10 s). A caller
 * that comes while a stop is under way waits for it (the shutdown closes the database only
 * after the jobs).
 */
export async function closeJobRuntime(): Promise<void> {
  const running = state.runtime;
  state.runtime = undefined;
  state.opened = undefined;
  if (running)
    state.stopping = running
      .then((runtime) => runtime.stop())
      .finally(() => {
        state.stopping = undefined;
      });
  await state.stopping;
}
