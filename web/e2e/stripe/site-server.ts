/**
 * A second production server (`next start`, the same build as the default e2e server) with
 * the Stripe provider active: its Stripe API calls go to the local Stripe API stand-in, and it
 * has its own database (PGlite) and outbox in a temporary folder, so it never meets the
 * default e2e server (its own free port) (dev provider) or its data.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { distDirName } from '@/server/ops/dist-dir';
import { startStripeStandin, type StripeStandin } from '@/test/stripe-standin';
import { E2E_DATA_ENCRYPTION_KEY } from '../constants';
import { migratedPgliteDir, spawnNext, waitUntilUp } from '../next-server';

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

export async function startStripeSite(): Promise<StripeSite> {
  // The build must exist (`npm run build` runs before e2e, as for the default server).
  await readFile(path.join(WEB_DIR, distDirName(), 'BUILD_ID'), 'utf8').catch(() => {
    throw new Error('No Next.js build: run `npm run build -w web` before the e2e tests.');
  });
  const standin = await startStripeStandin(STRIPE_E2E_KEYS.secret, STRIPE_E2E_KEYS.publishable);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-stripe-'));
  await migratedPgliteDir(path.join(dataDir, 'pglite'));
  const outboxDir = path.join(dataDir, 'outbox');
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
  });
  const server = await spawnNext(env);
  const stop = async () => {
    await server.stop();
    await standin.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(server, '/en-ch/check-up');
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: server.url, standin, outboxDir, output: server.output, stop };
}
