/**
 * A fresh reservations database per test file: PGlite in memory by default; with DATABASE_URL
 * a fresh PostgreSQL schema (test_<random>) on the search_path of every pooled connection,
 * dropped afterwards. Migrations run exactly as in the app. The job queue (pg-boss) of the file
 * lives in its own schema too (`pgboss` inside the PGlite instance, test_<random>_jobs on
 * PostgreSQL), with a worker unless a test file asks for none. The worker polls at the
 * production default (2 s) and pg-boss's NOTIFY wakes it when a job commits: a faster poll of
 * the six queues took half of a route suite's time on PGlite.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDb, rowsOf, setDbOverride, type Db, type DbHandle } from '@/server/db/client';
import { openJobRuntime, setJobRuntimeOverride, type JobRuntime } from '@/server/jobs';
import { jobIdFor } from '@/server/jobs/ids';
import { startWorkers } from '@/server/job-worker/worker';
export { rowsOf } from '@/server/db/client';
import { pgErrorCode } from '@/server/db/errors';
import { APP_DB_STARTUP } from '@/server/ops/db-startup';
import { stopChangeFeed } from '@/server/db/change-feed';
import { leaveForNext, rememberFresh, takeSpare } from './db-reuse';
import { PGLITE_JOBS_SCHEMA, pgliteTemplate } from './pglite-template';
import type { Clock } from 'pg-boss';

export type TestDb = DbHandle & {
  schema: string | null;
  jobsSchema: string;
  /** PostgreSQL: closes the pools and leaves the schemas (db-reuse.ts). */
  closeConnections?(): Promise<void>;
};

/**
 * A database nobody listens for (port 1): every query fails the way an outage does
 * (ECONNREFUSED), and a test that expects no query fails loudly if one is made.
 */
export async function unreachableDb(): Promise<Db> {
  const [{ Pool }, { drizzle }, schema] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('@/server/db/schema'),
  ]);
  const pool = new Pool({ connectionString: 'postgres://127.0.0.1:1/none', max: 1 });
  return drizzle({ client: pool, schema });
}

async function ensureExtension(databaseUrl: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // In public, so that every test schema (search_path "test_x, public") shares it and
    // dropping a test schema never drops the extension.
    await admin.query('create extension if not exists btree_gist with schema public');
  } catch (err) {
    // Two test files creating it at once: one wins, the other sees a duplicate.
    if (pgErrorCode(err) !== '23505' && pgErrorCode(err) !== '42710') throw err;
  } finally {
    await admin.end();
  }
}

export async function createTestDb(
  options: { databaseUrl?: string; maxConnections?: number; migrationsFolder?: string } = {},
): Promise<TestDb> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    const handle = await openDb({
      // The app's data steps under the migration lock, as on a server start.
      dataSteps: APP_DB_STARTUP.dataSteps,
      pgliteDataDir: 'memory://',
      migrationsFolder: options.migrationsFolder,
      // A test of the migrations themselves starts from an empty database.
      pgliteTemplate: options.migrationsFolder ? undefined : await pgliteTemplate(),
    });
    return pgliteTestDb(handle);
  }
  await ensureExtension(databaseUrl);
  return openPgTestDb(databaseUrl, `test_${randomBytes(6).toString('hex')}`, options);
}

/** A PGlite handle as a test database (its job queue in the template's schema). */
export function pgliteTestDb(handle: DbHandle): TestDb {
  return { ...handle, schema: null, jobsSchema: PGLITE_JOBS_SCHEMA };
}

/** A PostgreSQL test database in `schema` (new, or one a group's member left: db-reuse.ts). */
async function openPgTestDb(
  databaseUrl: string,
  schema: string,
  options: { maxConnections?: number; migrationsFolder?: string },
): Promise<TestDb> {
  const handle = await openDb({
    dataSteps: APP_DB_STARTUP.dataSteps,
    databaseUrl,
    schema,
    migrationsSchema: schema,
    maxConnections: options.maxConnections,
    migrationsFolder: options.migrationsFolder,
  });
  return {
    ...handle,
    schema,
    jobsSchema: `${schema}_jobs`,
    closeConnections: handle.close,
    close: async () => {
      await handle.close();
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists "${schema}" cascade`);
        await admin.query(`drop schema if exists "${schema}_jobs" cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * `old`'s database opened again, with a new Drizzle instance (db-reuse.ts: what is kept per
 * `Db` starts anew): PGlite's instance stays open, PostgreSQL's schemas stay and its pools are
 * replaced.
 */
async function reopenTestDb(old: TestDb, options: { maxConnections?: number }): Promise<TestDb> {
  if (old.pglite) {
    await stopChangeFeed(old.db);
    await old.pglite.exec('reset all; select pg_advisory_unlock_all()');
    const handle = await openDb({
      dataSteps: APP_DB_STARTUP.dataSteps,
      pgliteInstance: old.pglite,
    });
    return pgliteTestDb(handle);
  }
  await old.closeConnections?.();
  return openPgTestDb(old.databaseUrl!, old.schema!, options);
}

/**
 * Registers beforeAll/afterAll hooks: a fresh database for this test file, also returned by
 * the app's getDb() so that API routes under test use it.
 */
/** Starts the file's job queue on its database (with a worker unless `worker: false`). */
export async function startTestJobs(
  handle: TestDb,
  options: { worker?: boolean; clock?: Clock; pollingIntervalSeconds?: number } = {},
): Promise<JobRuntime> {
  const runtime = await openJobRuntime(handle, {
    schema: handle.jobsSchema,
    supervise: false,
    clock: options.clock,
  });
  if (options.worker !== false)
    await startWorkers(runtime, handle.db, {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    });
  return runtime;
}

export function setupTestDb(
  options: {
    maxConnections?: number;
    worker?: boolean;
    clock?: Clock;
    pollingIntervalSeconds?: number;
  } = {},
): {
  readonly db: Db;
  readonly handle: TestDb;
  readonly jobs: JobRuntime;
  /** Stops the queue (and worker) and starts it again on the same database: a restart. */
  restartJobs(): Promise<void>;
} {
  let handle: TestDb | null = null;
  let jobs: JobRuntime | null = null;
  // In a test group, the database the previous member left, put back to new (db-reuse.ts).
  const reuseKey = String(options.maxConnections ?? '');
  beforeAll(async () => {
    handle =
      (await takeSpare(reuseKey, (old) => reopenTestDb(old, options))) ??
      (await createTestDb(options));
    setDbOverride(handle.db);
    jobs = await startTestJobs(handle, options);
    setJobRuntimeOverride(jobs);
    await rememberFresh(handle);
  }, 120_000); // PGlite's first start is slow on a busy machine

  afterAll(async () => {
    setJobRuntimeOverride(null);
    await jobs?.stop();
    setDbOverride(null);
    if (handle && !leaveForNext(handle, reuseKey)) await handle.close();
  }, 60_000);
  return {
    async restartJobs() {
      if (!handle) throw new Error('setupTestDb: database not ready (use it inside tests)');
      setJobRuntimeOverride(null);
      await jobs?.stop();
      jobs = await startTestJobs(handle, options);
      setJobRuntimeOverride(jobs);
    },
    get jobs() {
      if (!jobs) throw new Error('setupTestDb: job queue not ready (use it inside tests)');
      return jobs;
    },
    get db() {
      if (!handle) throw new Error('setupTestDb: database not ready (use it inside tests)');
      return handle.db;
    },
    get handle() {
      if (!handle) throw new Error('setupTestDb: database not ready (use it inside tests)');
      return handle;
    },
  };
}

/** The queue's state and start of the job with `key` (pg-boss's own table). */
export async function queuedJob(
  t: { db: Db; handle: TestDb },
  key: string,
): Promise<{ state: string; start_after: Date }> {
  return rowsOf<{ state: string; start_after: Date }>(
    await t.db.execute(
      sql.raw(
        `select state, start_after from ${t.handle.jobsSchema}.job where id = '${jobIdFor(key)}'`,
      ),
    ),
  )[0];
}

/**
 * How many pairs of bookings hold the same room at overlapping times: by status (pending or
 * confirmed), or with `liveHoldsOnly` counting a pending hold only until it runs out.
 */
export async function roomOverlaps(db: Db, { liveHoldsOnly = false } = {}): Promise<number> {
  const holds = liveHoldsOnly
    ? sql`(a.status = 'confirmed' or (a.status = 'pending' and a.hold_expires_at > now()))
        and (b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > now()))`
    : sql`a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`;
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n
      from reservations a
      join reservations b
        on a.location_id = b.location_id and a.room_key = b.room_key and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
      where ${holds}`),
  );
  return rows[0].n;
}
