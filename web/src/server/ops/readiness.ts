/**
 * Readiness: can this process serve bookings now? The database answers, the content source
 * answers, and a payment provider is configured (Stripe keys, or the dev provider where it is
 * allowed). Each check is bounded in time, so a hanging dependency reads as "down", not as a
 * hanging probe.
 */
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { describeError } from '@/server/db/errors';
import { getContentSource } from '@/server/content/source';
import { assertDevPaymentsAllowed, devPaymentsInProduction } from '@/server/payments/dev';
import { stripeConfigFromEnv } from '@/server/payments/stripe';
import { isShuttingDown } from './shutdown';

export type Check = { ok: boolean; detail?: string; ms?: number };
export type Readiness = {
  ready: boolean;
  checks: { database: Check; content: Check; payments: Check; shutdown: Check };
};

const CHECK_TIMEOUT_MS = 3000;

async function timed(run: () => Promise<string | undefined>): Promise<Check> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ...(detail ? { detail } : {}), ms: Date.now() - started };
  } catch (err) {
    return { ok: false, detail: describeError(err), ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** What /api/ready says of payments while production runs on the dev provider. */
export const DEV_PAYMENTS_READY_DETAIL = 'dev payments: not for real patients';

export function paymentsCheck(env: Record<string, string | undefined> = process.env): Check {
  const stripe = stripeConfigFromEnv(env);
  if (stripe) {
    if (!stripe.publishableKey) return { ok: false, detail: 'stripe: publishable key missing' };
    if (!stripe.webhookSecret) return { ok: false, detail: 'stripe: webhook secret missing' };
    return { ok: true, detail: 'stripe' };
  }
  try {
    assertDevPaymentsAllowed(env);
    // Ready (a trial of a production build), but said plainly (docs/operations.md).
    if (devPaymentsInProduction(env)) return { ok: true, detail: DEV_PAYMENTS_READY_DETAIL };
    return { ok: true, detail: 'dev' };
  } catch (err) {
    return { ok: false, detail: (err as Error).message };
  }
}

export async function readiness(): Promise<Readiness> {
  const [database, content] = await Promise.all([
    timed(async () => {
      await (await getDb()).execute(sql`select 1`);
      return undefined;
    }),
    timed(async () => {
      const source = getContentSource();
      // Fresh (no CDN): the question is whether the Content Lake answers now.
      await source.fetch<number>('count(*[_type == "siteSettings"])', {}, { fresh: true });
      return source.kind;
    }),
  ]);
  const payments = paymentsCheck();
  const shutdown: Check = isShuttingDown() ? { ok: false, detail: 'shutting down' } : { ok: true };
  return {
    ready: database.ok && content.ok && payments.ok && shutdown.ok,
    checks: { database, content, payments, shutdown },
  };
}
