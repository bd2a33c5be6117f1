/**
 * A second production server (`next start`, the same build as the default e2e server) with
 * the Stripe provider active: its Stripe API calls go to the local Stripe API stand-in, and it
 * has its own database (PGlite) and outbox in a temporary folder, so it never meets the
 * default e2e server (its own free port) (dev provider) or its data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStripeStandin, type StripeStandin } from '@/test/stripe-standin';
import { E2E_DATA_ENCRYPTION_KEY } from '../constants';

export const STRIPE_E2E_KEYS = {
  secret: 'sk_test_e2e_standin',
  publishable: 'pk_test_e2e_standin',
  webhook: 'whsec_e2e_standin',
} as const;

export type StripeSite = {
  url: string;
  standin: StripeStandin;
  outboxDir: string;
  /** The server's output so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
};

const WEB_DIR = path.resolve(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitUntilUp(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`next start exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startStripeSite(): Promise<StripeSite> {
  // The build must exist (`npm run build` runs before e2e, as for the default server).
  await readFile(
    path.join(WEB_DIR, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
    'utf8',
  ).catch(() => {
    throw new Error('No Next.js build: run `npm run build -w web` before the e2e tests.');
  });
  const standin = await startStripeStandin(STRIPE_E2E_KEYS.secret, STRIPE_E2E_KEYS.publishable);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-stripe-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing of the default server's setup or of the machine's: the embedded defaults, except Stripe.
  for (const name of [
    'DEV_PAYMENTS_IN_PRODUCTION',
    'DATABASE_URL',
    'SMTP_URL',
    'STAFF_WEBHOOK_URL',
    'IDLE_WEBHOOK_URL',
    'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  ]) {
    delete env[name];
  }
  Object.assign(env, standin.env, {
    STRIPE_PUBLISHABLE_KEY: STRIPE_E2E_KEYS.publishable,
    STRIPE_WEBHOOK_SECRET: STRIPE_E2E_KEYS.webhook,
    DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    OUTBOX_DIR: outboxDir,
    SITE_URL: url,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
  });

  const nextBin = require.resolve('next/dist/bin/next', { paths: [WEB_DIR] });
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  // Should the worker end without teardown, the server goes with it.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    await stopProcess(child);
    await standin.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${url}/en-ch/check-up`, child, () => log, 90_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, standin, outboxDir, output: () => log, stop };
}
