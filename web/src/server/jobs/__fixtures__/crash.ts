/**
 * The crash tests' shared part (server/jobs/crash.test.ts, server/webhooks/crash.test.ts): a
 * database the child and the "restarted server" share, the child (./pay-and-die.ts) that pays
 * and is killed with SIGKILL, the reopening of that database like a restarted server, and a
 * test file's set-up that does both and undoes them after all.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDb, repoRoot, setDbOverride } from '@/server/db/client';
import { setMailer, type Mailer } from '@/server/notify/mailer';
import { createTestDb, startTestJobs, type TestDb } from '@/test/db';
import { seedPgliteDir } from '@/test/pglite-template';
import { tsChildArgs } from '@/test/ts-child';
import { setJobRuntimeOverride } from '../runtime';

const webDir = path.join(repoRoot(), 'web');

/** PostgreSQL: the test schema (DATABASE_URL); PGlite: a data directory on disk. */
export type CrashDb = {
  /** What the child reads to open the same database. */
  env: Record<string, string>;
  /** PostgreSQL's handle, open already; null on PGlite until the restart opens it. */
  handle: TestDb | null;
  dir: string | null;
};

export async function crashDb(prefix: string): Promise<CrashDb> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const handle = await createTestDb({ databaseUrl });
    return { env: { DATABASE_URL: databaseUrl, TEST_SCHEMA: handle.schema! }, handle, dir: null };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  // Migrated already: the child opens it as a restarted server does, without initdb first.
  await seedPgliteDir(dir);
  return { env: { PGLITE_DATA_DIR: dir, DATABASE_URL: '' }, handle: null, dir };
}

/** The database as a restarted server opens it. */
export async function reopened(db: CrashDb): Promise<TestDb> {
  return (
    db.handle ?? {
      ...(await openDb({ pgliteDataDir: db.dir! })),
      schema: null,
      jobsSchema: 'pgboss',
    }
  );
}

export async function closeCrashDb(db: CrashDb | null, handle: TestDb | null): Promise<void> {
  await handle?.close();
  if (db?.dir) await rm(db.dir, { recursive: true, force: true });
}

/**
 * A crash test file's database and restart: `create(prefix)` makes the database the child
 * shares; `restart(mailer, jobs)` opens it again like a restarted server (the app's database,
 * `mailer`, a worker of its own as the job runtime). All undone after all.
 */
export function crashSuite() {
  let db: CrashDb | null = null;
  let handle: TestDb | null = null;
  afterAll(async () => {
    setMailer(null);
    setJobRuntimeOverride(null);
    setDbOverride(null);
    await closeCrashDb(db, handle);
  });
  return {
    async create(prefix: string): Promise<CrashDb> {
      db = await crashDb(prefix);
      return db;
    },
    async restart(mailer: Mailer, jobOptions?: Parameters<typeof startTestJobs>[1]) {
      handle = await reopened(db!);
      setDbOverride(handle.db);
      setMailer(mailer);
      const jobs = await startTestJobs(handle, jobOptions);
      setJobRuntimeOverride(jobs);
      return { handle, jobs };
    },
  };
}

/**
 * Runs ./pay-and-die.ts with `env` (WEBHOOK_URL and WEBHOOK_SECRET: a subscription first) and
 * answers what it printed (`PAID <reservation id> <intent id>`) once SIGKILL ended it.
 */
export function payAndDie(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    // tsx as a loader (not its CLI, which would run the script in a grandchild): the process
    // that pays is the one that receives SIGKILL.
    const child = spawn(
      process.execPath,
      tsChildArgs('src/server/jobs/__fixtures__/pay-and-die.ts'),
      { cwd: webDir, env: { ...process.env, ...env, NODE_ENV: 'test' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(out) : reject(new Error(`child: ${err || out}`)),
    );
  });
}
