/**
 * The harness of the "at rest" tests (docs/privacy.md): a database whose bytes on disk a test can
 * search for plaintext. PGlite in a directory of its own (its data files and WAL), or with
 * DATABASE_URL a fresh PostgreSQL schema (searched through pg_dump). The file's job queue lives
 * in the same database, with no worker. Registers the file's beforeAll/afterAll.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDb, setDbOverride, type DbHandle } from '@/server/db/client';
import { setJobRuntimeOverride, type JobRuntime } from '@/server/jobs';
import { createTestDb, pgliteTestDb, startTestJobs, type TestDb } from './db';
import { seedPgliteDir } from './pglite-template';

export type AtRestDb = {
  readonly handle: DbHandle | TestDb;
  /**
   * The database's bytes: PostgreSQL's pg_dump of the schema; PGlite's files once the queue
   * (which shares the instance) is stopped and the instance closed, so everything is flushed.
   */
  rawBytes(): Promise<Buffer>;
  /** PGlite: opens the directory again after rawBytes closed it (PostgreSQL: nothing to do). */
  reopen(): Promise<void>;
};

/** Every file under dir, concatenated (the data files, WAL and all). */
async function rawFiles(dir: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) parts.push(await fs.readFile(path.join(entry.parentPath, entry.name)));
  return Buffer.concat(parts);
}

async function pgDump(databaseUrl: string, schema: string): Promise<Buffer> {
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--dbname', databaseUrl, '--schema', schema, '--no-owner'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** The test file's database at rest; `prefix` names its PGlite directory. */
export function atRestDb(prefix: string): AtRestDb {
  const pgUrl = process.env.DATABASE_URL;
  let handle: DbHandle | TestDb;
  let pgliteDir: string | null = null;
  let jobs: JobRuntime | null = null;

  beforeAll(async () => {
    if (pgUrl) handle = await createTestDb();
    else {
      pgliteDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
      await seedPgliteDir(pgliteDir);
      handle = await openDb({ pgliteDataDir: pgliteDir });
    }
    setDbOverride(handle.db);
    // A booking's announcements are jobs in the same database (no personal data in them).
    jobs = await startTestJobs('jobsSchema' in handle ? handle : pgliteTestDb(handle), {
      worker: false,
    });
    setJobRuntimeOverride(jobs);
  }, 120_000);
  afterAll(async () => {
    setJobRuntimeOverride(null);
    await jobs?.stop().catch(() => undefined);
    setDbOverride(null);
    await handle.close().catch(() => undefined); // rawBytes closes PGlite early
    if (pgliteDir) await fs.rm(pgliteDir, { recursive: true, force: true });
  }, 60_000);

  return {
    get handle() {
      return handle;
    },
    async rawBytes() {
      if (pgUrl) return pgDump(pgUrl, (handle as TestDb).schema!);
      await jobs?.stop();
      await handle.close();
      return rawFiles(pgliteDir!);
    },
    async reopen() {
      if (pgUrl) return;
      handle = await openDb({ pgliteDataDir: pgliteDir! });
      setDbOverride(handle.db);
    },
  };
}

/** Expects none of `secrets` (UTF-8) in `raw`, naming the one found. */
export function expectNoneIn(raw: Buffer, secrets: string[]): void {
  for (const secret of secrets)
    expect({ secret, found: raw.includes(Buffer.from(secret, 'utf8')) }).toEqual({
      secret,
      found: false,
    });
}
