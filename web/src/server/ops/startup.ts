/**
 * Runs once when the server process starts (src/instrumentation.ts register()), before it
 * serves: a production start without the configuration it needs exits at once with a clear
 * message; the embedded database and its job queue are opened now, so that a second process on
 * the same PGlite directory refuses to start (server/db/pglite-lock.ts) instead of failing per
 * request, and no request's transaction waits for the queue's open; the graceful shutdown is
 * installed.
 */
import { getDb, setDbStartup } from '@/server/db/client';
import { describeError } from '@/server/db/errors';
import { PgliteLockedError } from '@/server/db/pglite-lock';
import { getJobRuntime } from '@/server/jobs/runtime';
import { log } from '@/server/log';
import { DEV_PAYMENTS_WARNING, devPaymentsInProduction } from '@/server/payments/dev';
import { keyringFromEnv } from '@/server/privacy/keys';
import { productionConfigProblems } from './config';
import { APP_DB_STARTUP } from './db-startup';
import { installGracefulShutdown } from './shutdown';

export type StartupDeps = {
  env?: Record<string, string | undefined>;
  exit?: (code: number) => never;
  /** Where the refusal is written: stderr, so that it shows whatever LOG_LEVEL says. */
  report?: (message: string) => void;
};

/**
 * Production on the dev payment provider is allowed (a trial of a production build) but never
 * silent (docs/operations.md): a banner on stderr whatever LOG_LEVEL says, and a log event.
 */
export function warnOfDevPayments(
  env: Record<string, string | undefined>,
  report: (message: string) => void,
): boolean {
  if (!devPaymentsInProduction(env)) return false;
  const rule = '!'.repeat(100);
  report(`${rule}\n${DEV_PAYMENTS_WARNING}\n${rule}`);
  log.warn('dev-payments-in-production', { warning: DEV_PAYMENTS_WARNING });
  return true;
}

export async function startServer(deps: StartupDeps = {}): Promise<void> {
  const env = deps.env ?? process.env;
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  const report = deps.report ?? ((message: string) => process.stderr.write(`${message}\n`));

  // Before anything opens the database: what the app does around opening it.
  setDbStartup(APP_DB_STARTUP);
  const problems = productionConfigProblems(env);
  try {
    keyringFromEnv(env); // personal data cannot be sealed without a usable key (docs/privacy.md)
  } catch (err) {
    problems.push((err as Error).message);
  }
  if (problems.length > 0) {
    report(
      `Refusing to start${env.NODE_ENV === 'production' ? ' in production' : ''}:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See "Production parts and their environment" in README.md.',
    );
    exit(1);
    return;
  }

  warnOfDevPayments(env, report);
  installGracefulShutdown();

  if (!env.DATABASE_URL) {
    try {
      await getDb();
    } catch (err) {
      if (err instanceof PgliteLockedError) {
        report(`Refusing to start: ${err.message}`);
        exit(1);
        return;
      }
      // Anything else is retried per request (and reported by /api/ready).
      log.error('startup-db-open-failed', { message: describeError(err) });
      return;
    }
    // The job queue opens before the first request: on PGlite a booking's transaction cannot
    // wait for it (jobs/runtime.ts jobRuntimeInTransaction; docs/outbox.md). A failed open is
    // tried again by the job worker's start (instrumentation-node.ts).
    await getJobRuntime().catch((err: unknown) =>
      log.error('startup-job-queue-failed', { message: describeError(err) }),
    );
  }
}
