/**
 * Child process of the crash tests (./crash.ts): with WEBHOOK_URL, a subscription to the
 * test's receiver first; then books a hold, pays it with the dev provider exactly like
 * POST /api/payment/dev-pay (payment, confirmation, its jobs and webhook events in one
 * transaction), prints the reservation and intent ids, and is killed with SIGKILL at once,
 * before any worker could send anything. Database from the environment: PGLITE_DATA_DIR, or
 * DATABASE_URL + TEST_SCHEMA.
 */
import { openDb, setDbOverride } from '@/server/db/client';
import { webhookSubscriptions } from '@/server/db/schema';
import { openJobRuntime, setJobRuntimeOverride } from '@/server/jobs';
import { devProvider } from '@/server/payments/dev';
import { buildBooking } from '@/test/booking';
import { confirmSucceededIntent } from '@/server/payments/settle';

async function main(): Promise<void> {
  const schema = process.env.TEST_SCHEMA;
  const handle = await openDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDataDir: process.env.PGLITE_DATA_DIR || undefined,
    schema,
    migrationsSchema: schema,
  });
  setDbOverride(handle.db);
  // No worker: the process dies before one could run.
  const jobs = await openJobRuntime(handle, {
    schema: schema ? `${schema}_jobs` : 'pgboss',
    supervise: false,
  });
  setJobRuntimeOverride(jobs);
  if (process.env.WEBHOOK_URL)
    await handle.db.insert(webhookSubscriptions).values({
      url: process.env.WEBHOOK_URL,
      events: ['booking.confirmed', 'payment.received'],
      secret: { secret: process.env.WEBHOOK_SECRET! },
    });
  const reservation = await buildBooking(handle.db);
  const provider = devProvider();
  const intent = await provider.createIntent({
    amountCents: reservation.totalCents,
    reservationId: reservation.id,
    option: 'full',
    idempotencyKey: `crash-${reservation.id}`,
  });
  const paid = await provider.pay(intent.clientSecret, '4242 4242 4242 4242', (tx, i) =>
    confirmSucceededIntent(i, { db: tx, provider }),
  );
  if (paid?.settled?.kind !== 'confirmed') throw new Error(`not confirmed: ${paid?.settled?.kind}`);
  process.stdout.write(`PAID ${reservation.id} ${intent.id}\n`, () => {
    process.kill(process.pid, 'SIGKILL');
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(2);
});
