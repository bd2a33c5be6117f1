/**
 * Operations against real `next start` processes of the same build (each on its own free port
 * with its own PGlite directory in a temporary folder): a production start without payment
 * configuration exits at once; a second server on the same PGlite directory refuses to start;
 * SIGTERM lets a request in flight finish, then the server closes its database and exits; a
 * server whose output pipe closes (its parent gone) shuts down instead of spinning.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET } from './constants';
import {
  exitWithin,
  migratedPgliteDir,
  spawnNext,
  waitUntilUp,
  type NextServer,
} from './next-server';

/** `next start` with the embedded defaults and `extraEnv` (undefined removes a variable). */
async function startNext(extraEnv: Record<string, string | undefined>): Promise<NextServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'STRIPE_SECRET_KEY',
    'DEV_PAYMENTS_IN_PRODUCTION',
    'SMTP_URL',
  ])
    delete env[name];
  Object.assign(env, extraEnv);
  for (const [k, v] of Object.entries(extraEnv)) if (v === undefined) delete env[k];
  return spawnNext(env);
}

const waitUntilReady = (server: NextServer) => waitUntilUp(server, '/api/ready');

/** The test's PGlite directory, migrated already (initdb and every migration run once per run). */
const migrated = () => migratedPgliteDir(path.join(dir, 'pglite'));

let dir: string;
const servers: NextServer[] = [];
test.beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-ops-'));
});
test.afterEach(async () => {
  for (const s of servers.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

const base = () => ({
  TOKEN_SECRET: E2E_TOKEN_SECRET,
  DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
  PGLITE_DATA_DIR: path.join(dir, 'pglite'),
  OUTBOX_DIR: path.join(dir, 'outbox'),
});

test('a production start without payment configuration exits at once, naming what to set', async () => {
  test.setTimeout(120_000);
  const server = await startNext({ ...base() });
  servers.push(server);
  const code = await Promise.race([
    server.exited,
    new Promise((r) => setTimeout(() => r('running'), 60_000)),
  ]);
  expect(code).toBe(1);
  expect(server.output()).toContain('Refusing to start in production');
  expect(server.output()).toContain(
    'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
  );
  expect(existsSync(path.join(dir, 'pglite'))).toBe(false); // nothing was opened
});

test('a second server on the same PGlite directory refuses to start; the first keeps serving', async () => {
  test.setTimeout(180_000);
  await migrated();
  const first = await startNext({ ...base(), DEV_PAYMENTS_IN_PRODUCTION: 'true' });
  servers.push(first);
  await waitUntilReady(first);
  const second = await startNext({ ...base(), DEV_PAYMENTS_IN_PRODUCTION: 'true' });
  servers.push(second);
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(
    /Refusing to start: The embedded database .* is in use by another process \(pid \d+/,
  );
  const ready = await fetch(`http://127.0.0.1:${first.port}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true } } });
});

test('SIGTERM lets the request in flight finish, then closes the database and exits', async () => {
  test.setTimeout(180_000);
  await migrated();
  const server = await startNext({
    ...base(),
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'info',
  });
  servers.push(server);
  await waitUntilReady(server);
  const lock = `${path.join(dir, 'pglite')}.lock`;
  expect(existsSync(lock)).toBe(true);

  // An idle keep-alive connection (fetch keeps its socket after the answer) must not hold the
  // drain until the server's keep-alive timeout (65 s, `npm run start`), nor may the request in
  // flight: it is answered `Connection: close` (server/ops/drain-connections.ts). Before, its
  // connection kept the server running for 64 s after the signal.
  expect((await fetch(`http://127.0.0.1:${server.port}/api/ready`)).status).toBe(200);
  // A request (fetch, so keep-alive) whose body is still arriving when the signal comes.
  const body = new TextEncoder().encode(
    JSON.stringify({ level: 'info', event: 'drain-probe', fields: {} }),
  );
  let sendRest = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body.slice(0, 10));
      sendRest = () => {
        controller.enqueue(body.slice(10));
        controller.close();
      };
    },
  });
  const answer = fetch(`http://127.0.0.1:${server.port}/api/log`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.child.kill('SIGTERM');
  const signalledAt = Date.now();
  // The rest of the body arrives while the server drains.
  await expect.poll(() => server.output()).toContain('"event":"shutdown-started"');
  sendRest();
  const answered = await answer;
  expect(answered.status).toBe(204);
  expect(answered.headers.get('connection')).toBe('close');
  expect(await server.exited).toBe(143);
  expect(Date.now() - signalledAt).toBeLessThan(30_000);
  expect(server.output()).toContain('"event":"shutdown-finished"'); // after the database closed
  expect(server.output()).not.toMatch(/shutdown-db-close-failed/);
  expect(existsSync(lock)).toBe(false); // the database was closed, its lock released
  await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
});

test('a server whose output pipe closes shuts down instead of spinning on the write errors', async () => {
  test.setTimeout(180_000);
  await migrated();
  const server = await startNext({
    ...base(),
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'info',
  });
  servers.push(server);
  await waitUntilReady(server);
  // Whoever read the server's output is gone: the next log line meets a closed pipe (EPIPE).
  server.child.stdout!.destroy();
  server.child.stderr!.destroy();
  // The probe's own log line meets the closed pipe and starts the shutdown while the probe is
  // in flight: its keep-alive connection (fetch) closes after the answer, so it cannot hold the
  // exit for the keep-alive timeout (server/ops/drain-connections.ts).
  const logged = (
    await fetch(`http://127.0.0.1:${server.port}/api/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'info', event: 'pipe-probe', fields: {} }),
    })
  ).status;
  expect(logged).toBe(204);
  const exited = await exitWithin(server, 30_000);
  expect(exited).toBe(143); // the graceful shutdown's exit, as for SIGTERM
  expect(existsSync(`${path.join(dir, 'pglite')}.lock`)).toBe(false); // database closed
});
