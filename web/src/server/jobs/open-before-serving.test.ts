/**
 * On PGlite the job queue opens before the server serves, and a job written inside a
 * transaction never waits for the queue's open (docs/outbox.md "The queue opens before the
 * first request"). PGlite only: it is about PGlite's one connection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, rowsOf, setDbOverride } from '@/server/db/client';
import { startServer } from '@/server/ops/startup';
import { seedPgliteDir } from '@/test/pglite-template';
import { enqueue, type JobRequest } from './enqueue';
import { closeJobRuntime, runningJobRuntime, setJobRuntimeOverride } from './runtime';

const job: JobRequest<'maintenance'> = {
  queue: 'maintenance',
  key: 'maintenance:retention:2026-12-04',
  data: { task: 'retention', day: '2026-12-04' },
};

let dir = '';
const saved = { dataDir: process.env.PGLITE_DATA_DIR, url: process.env.DATABASE_URL };

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'queue-open-'));
  await seedPgliteDir(path.join(dir, 'pglite'));
  process.env.PGLITE_DATA_DIR = path.join(dir, 'pglite');
  delete process.env.DATABASE_URL;
  setDbOverride(null);
  setJobRuntimeOverride(null);
});

afterEach(async () => {
  await closeJobRuntime();
  await closeDb();
  if (saved.dataDir === undefined) delete process.env.PGLITE_DATA_DIR;
  else process.env.PGLITE_DATA_DIR = saved.dataDir;
  if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
  fs.rmSync(dir, { recursive: true, force: true });
});

it('refuses at once a job written in a transaction before the queue is open', async () => {
  const db = await getDb();
  // Waiting here for the queue's open would wait forever: the open needs this connection.
  await expect(db.transaction((tx) => enqueue(tx, job))).rejects.toThrow(/not open yet/);
  // Nothing is left waiting behind that transaction.
  await expect(db.execute(sql`select 1`)).resolves.toBeDefined();
  expect(await runningJobRuntime()).toBeNull();
}, 20_000);

it('opens the queue as the server starts, so the first transaction writes its job', async () => {
  const exit = jest.fn() as unknown as (code: number) => never;
  await startServer({ env: { NODE_ENV: 'test' }, exit, report: jest.fn() });
  expect(exit).not.toHaveBeenCalled();
  expect(await runningJobRuntime()).not.toBeNull();
  const db = await getDb();
  await expect(db.transaction((tx) => enqueue(tx, job))).resolves.toBe(true);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'maintenance'`),
  );
  expect(row.n).toBe(1);
}, 30_000);
