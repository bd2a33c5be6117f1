/**
 * Must-show (docs/security.md): kill -9 right after a paid confirmation, restart: exactly one
 * confirmation email arrives. A child process pays with the dev provider (payment, confirmation
 * and its email job commit together) and is killed with SIGKILL before any worker runs; this
 * process then opens the same database like a restarted server, starts the worker, and counts
 * the emails. A repeated settlement of the same payment (browser return, webhook) adds none.
 * PGlite: a data directory on disk; PostgreSQL: the test schema.
 */
import { getReservation } from '@/server/reservations/lookups';
import type { OutgoingMail } from '@/server/notify/mailer';
import { devProvider } from '@/server/payments/dev';
import { settleSucceededIntent } from '@/server/payments/settle';
import { crashSuite, payAndDie } from './__fixtures__/crash';
import { jobsSettled } from './settled';

describe('a crash right after a paid confirmation', () => {
  const crash = crashSuite();

  it('delivers exactly one confirmation email after the restart', async () => {
    const db = await crash.create('pglite-crash-');
    const out = await payAndDie(db.env);
    const [, reservationId, intentId] = /PAID (\S+) (\S+)/.exec(out) ?? [];
    expect(reservationId).toBeDefined();

    // The restarted server: same database, a worker of its own.
    const sent: OutgoingMail[] = [];
    const { handle, jobs } = await crash.restart({ send: async (mail) => void sent.push(mail) });

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
