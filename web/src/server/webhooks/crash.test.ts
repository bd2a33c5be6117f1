/**
 * Must-show: kill -9 right after the commit still delivers. A child process pays a booking
 * (confirmation and its webhook events in one transaction) and is killed with SIGKILL before
 * any worker runs; this process opens the same database like a restarted server, starts the
 * worker, and the receiver on the loopback gets payment.received and booking.confirmed once
 * each, in that order, signed. PGlite: a data directory on disk; PostgreSQL: the test schema.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { openDb, repoRoot, setDbOverride } from '@/server/db/client';
import { setJobRuntimeOverride } from '@/server/jobs/runtime';
import { jobsSettled } from '@/server/jobs/settled';
import { setMailer } from '@/server/notify/mailer';
import { createTestDb, startTestJobs, type TestDb } from '@/test/db';
import { newSecret } from './subscriptions';
import { startReceiver } from './test-receiver';

const webDir = path.join(repoRoot(), 'web');

function runChild(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/webhooks/__fixtures__/pay-and-die.ts'],
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

describe('a crash right after the commit', () => {
  let handle: TestDb | null = null;
  let dir: string | null = null;
  afterAll(async () => {
    setMailer(null);
    setJobRuntimeOverride(null);
    setDbOverride(null);
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('delivers the events after the restart, once each and in order', async () => {
    const receiver = await startReceiver();
    const secret = newSecret();
    const databaseUrl = process.env.DATABASE_URL;
    let env: Record<string, string> = { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret };
    if (databaseUrl) {
      handle = await createTestDb({ databaseUrl });
      env = { ...env, DATABASE_URL: databaseUrl, TEST_SCHEMA: handle.schema! };
    } else {
      dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-webhook-crash-'));
      env = { ...env, PGLITE_DATA_DIR: dir, DATABASE_URL: '' };
    }
    const out = await runChild(env);
    const [, reservationId] = /PAID (\S+)/.exec(out) ?? [];
    expect(reservationId).toBeDefined();
    expect(receiver.received).toEqual([]);

    if (!handle)
      handle = { ...(await openDb({ pgliteDataDir: dir! })), schema: null, jobsSchema: 'pgboss' };
    setDbOverride(handle.db);
    setMailer({ send: async () => undefined });
    const jobs = await startTestJobs(handle, { pollingIntervalSeconds: 1 });
    setJobRuntimeOverride(jobs);
    // Generous: on a loaded host the restarted PGlite and its first poll take a while.
    const deadline = Date.now() + 150_000;
    while (receiver.received.length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    await jobsSettled({ runtime: jobs });
    await jobs.stop();
    await receiver.close();

    const types = receiver.received.map((g) => (JSON.parse(g.body) as { type: string }).type);
    expect(types).toEqual(['payment.received', 'booking.confirmed']);
    for (const got of receiver.received) {
      const payload = new Webhook(secret).verify(got.body, got.headers) as {
        data: { booking: { reservationId: string } };
      };
      expect(payload.data.booking.reservationId).toBe(reservationId);
    }
  }, 300_000);
});
