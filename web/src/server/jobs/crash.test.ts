/**
 * Must-show (docs/security.md): kill -9 right after a paid confirmation, restart: exactly one
 * confirmation email arrives. A child process pays with the dev provider (payment, confirmation
 * and its email job commit together) and is killed with SIGKILL before any worker runs; this
 * process then opens the same database like a restarted server, starts the worker, and counts
 * the emails. A repeated settlement of the same payment (browser return, webhook) adds none.
 * PGlite: a data directory on disk; PostgreSQL: the test schema.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDb, repoRoot, setDbOverride } from '@/server/db/client';
import { getReservation } from '@/server/reservations/lookups';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { devProvider } from '@/server/payments/dev';
import { settleSucceededIntent } from '@/server/payments/settle';
import { createTestDb, startTestJobs, type TestDb } from '@/test/db';
import { jobsSettled } from './settled';
import { setJobRuntimeOverride } from './runtime';

const webDir = path.join(repoRoot(), 'web');

function runChild(env: Record<string, string>): Promise<{ signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    // tsx as a loader (not its CLI, which would run the script in a grandchild): the process
    // that pays is the one that receives SIGKILL.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/jobs/__fixtures__/pay-and-die.ts'],
      { cwd: webDir, env: { ...process.env, ...env, NODE_ENV: 'test' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve({ signal, out }) : reject(new Error(`child: ${err || out}`)),
    );
  });
}

describe('a crash right after a paid confirmation', () => {
  let handle: TestDb | null = null;
  let dir: string | null = null;
  afterAll(async () => {
    setMailer(null);
    setJobRuntimeOverride(null);
    setDbOverride(null);
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('delivers exactly one confirmation email after the restart', async () => {
    const databaseUrl = process.env.DATABASE_URL;
    let env: Record<string, string>;
    if (databaseUrl) {
      handle = await createTestDb({ databaseUrl });
      env = { DATABASE_URL: databaseUrl, TEST_SCHEMA: handle.schema! };
    } else {
      dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-crash-'));
      env = { PGLITE_DATA_DIR: dir, DATABASE_URL: '' };
    }

    const { out } = await runChild(env);
    const [, reservationId, intentId] = /PAID (\S+) (\S+)/.exec(out) ?? [];
    expect(reservationId).toBeDefined();

    // The restarted server: same database, a worker of its own.
    if (!handle)
      handle = { ...(await openDb({ pgliteDataDir: dir! })), schema: null, jobsSchema: 'pgboss' };
    setDbOverride(handle.db);
    const sent: OutgoingMail[] = [];
    setMailer({ send: async (mail) => void sent.push(mail) });
    const jobs = await startTestJobs(handle);
    setJobRuntimeOverride(jobs);

    const reservation = await getReservation(reservationId, handle.db);
    expect(reservation?.status).toBe('confirmed');
    const confirmations = () =>
      sent.filter(
        (m) => m.subject.includes(`(${reservation!.name})`) && m.to === 'Anna@Example.com',
      );
    await jobsSettled({ runtime: jobs });
    expect(confirmations()).toHaveLength(1);

    // The browser's return and the provider's webhook settle the same payment again.
    const provider = devProvider();
    const intent = await provider.retrieveIntent(intentId);
    expect(await settleSucceededIntent(intent!, { db: handle.db, provider })).toMatchObject({
      kind: 'confirmed',
    });
    await jobsSettled({ runtime: jobs });
    expect(confirmations()).toHaveLength(1);
    await jobs.stop();
  }, 120_000);
});
