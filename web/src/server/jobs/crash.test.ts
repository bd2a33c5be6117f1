/**
 * Must-show (docs/security.md): kill -9 right after a paid confirmation, restart: exactly one
 * confirmation email arrives. A child process pays with the dev provider (payment, confirmation
 * and its email job commit together) and is killed with SIGKILL before any worker runs; this
 * process then opens the same database like a restarted server, starts the worker, and counts
 * the emails. A repeated settlement of the same payment (browser return, webhook) adds none.
 * PGlite: a data directory on disk; PostgreSQL: the test schema.
 */
import { setDbOverride } from '@/server/db/client';
import { getReservation } from '@/server/reservations/lookups';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { devProvider } from '@/server/payments/dev';
import { settleSucceededIntent } from '@/server/payments/settle';
import { startTestJobs, type TestDb } from '@/test/db';
import { closeCrashDb, crashDb, payAndDie, reopened, type CrashDb } from './__fixtures__/crash';
import { jobsSettled } from './settled';
import { setJobRuntimeOverride } from './runtime';

describe('a crash right after a paid confirmation', () => {
  let db: CrashDb | null = null;
  let handle: TestDb | null = null;
  afterAll(async () => {
    setMailer(null);
    setJobRuntimeOverride(null);
    setDbOverride(null);
    await closeCrashDb(db, handle);
  });

  it('delivers exactly one confirmation email after the restart', async () => {
    db = await crashDb('pglite-crash-');
    const out = await payAndDie(db.env);
    const [, reservationId, intentId] = /PAID (\S+) (\S+)/.exec(out) ?? [];
    expect(reservationId).toBeDefined();

    // The restarted server: same database, a worker of its own.
    handle = await reopened(db);
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
