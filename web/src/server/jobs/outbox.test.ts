/**
 * The outbox's guarantees on PGlite and PostgreSQL: a job exists exactly when the transaction
 * that wrote it committed; one key gives one job (a repeated confirmation announces nothing
 * more); a delayed job waits and can be cancelled; a job out of retries is reported to staff.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/client';
import { confirmReservation, eventKeys } from '@/server/lifecycle';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { buildBooking } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { cancelJob, enqueue, enqueueNow } from './enqueue';
import { deadJobReportKey } from '@/server/job-worker/handlers';
import { jobIdFor } from './ids';
import { minimumRetrySpanSeconds, RETRY_POLICY } from './queues';
import { jobsSettled } from './settled';

const t = setupTestDb();
const sent: OutgoingMail[] = [];
beforeAll(() => setMailer({ send: async (mail) => void sent.push(mail) }));
afterAll(() => setMailer(null));

async function jobs(queue: string): Promise<{ id: string; state: string; data: unknown }[]> {
  const result = await t.db.execute(
    sql.raw(`select id::text, state, data from ${t.handle.jobsSchema}.job where name = '${queue}'`),
  );
  return rowsOf(result);
}

const payment = { paidCents: 274000, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' };

describe('the outbox', () => {
  it('writes a job only when its transaction commits', async () => {
    const key = 'test:rolled-back';
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, {
          queue: 'staff',
          key,
          data: { event: 'reserve-timeslot-success', reservationId: 'x' },
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect((await jobs('staff')).some((j) => j.id === jobIdFor(key))).toBe(false);
  });

  it('gives one job per key, so a repeated event is not announced twice', async () => {
    const data = { event: 'reserve-timeslot-success' as const, reservationId: 'y' };
    expect(await enqueueNow(t.db, { queue: 'staff', key: 'test:once', data })).toBe(true);
    expect(await enqueueNow(t.db, { queue: 'staff', key: 'test:once', data })).toBe(false);
    expect((await jobs('staff')).filter((j) => j.id === jobIdFor('test:once'))).toHaveLength(1);
  });

  it('confirms and announces once, however often the confirmation runs', async () => {
    const r = await buildBooking(t.db);
    const results = await Promise.all([
      confirmReservation(r.id, payment, t.db),
      confirmReservation(r.id, payment, t.db),
    ]);
    expect(results.filter((x) => x.ok && x.changed)).toHaveLength(1);
    await confirmReservation(r.id, payment, t.db);
    await jobsSettled();
    const emailJobs = (await jobs('email')).filter(
      (j) => j.id === jobIdFor(eventKeys.confirmationEmail(r.id)),
    );
    expect(emailJobs).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(sent.filter((m) => m.subject.includes(`(${r.name})`))).toHaveLength(1);
  });

  it('keeps a delayed job until its time, and cancels it on request', async () => {
    const r = await buildBooking(t.db);
    const key = eventKeys.paymentLink(r.id);
    await enqueueNow(t.db, {
      queue: 'email',
      key,
      data: { kind: 'payment-link', reservationId: r.id },
      startAfter: new Date(Date.now() + 3600_000),
    });
    await jobsSettled();
    const [waiting] = (await jobs('email')).filter((j) => j.id === jobIdFor(key));
    expect(waiting.state).toBe('created');
    expect(await cancelJob('email', key)).toBe(true);
    const [cancelled] = (await jobs('email')).filter((j) => j.id === jobIdFor(key));
    expect(cancelled.state).toBe('cancelled');
    expect(await cancelJob('email', key)).toBe(false);
  });

  it('reports a job that ran out of retries to staff, once', async () => {
    const r = await buildBooking(t.db);
    setMailer({
      send: async () => {
        throw new Error('550 mailbox <anna@example.com> unavailable');
      },
    });
    try {
      // The queue's own policy retries for a day; this job is sent with none left.
      const id = await t.jobs.boss.send(
        'email',
        { kind: 'payment-link', reservationId: r.id },
        { id: jobIdFor(`test:dead:${r.id}`), retryLimit: 0 },
      );
      const reportId = jobIdFor(deadJobReportKey('email', id!));
      for (let i = 0; i < 100; i++) {
        if ((await jobs('staff')).some((j) => j.id === reportId)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const [failed] = (await jobs('email')).filter((j) => j.id === id);
      expect(failed.state).toBe('failed');
      // The stored error has no address in it (mail servers quote the recipient).
      const output = rowsOf<{ output: unknown }>(
        await t.db.execute(
          sql.raw(`select output from ${t.handle.jobsSchema}.job where id = '${id}'`),
        ),
      )[0].output;
      expect(JSON.stringify(output)).not.toContain('anna@example.com');
      const reports = (await jobs('staff')).filter((j) => j.id === reportId);
      expect(reports).toHaveLength(1);
      expect(reports[0].data).toEqual({ event: 'job-dead', queue: 'email', jobId: id });
    } finally {
      setMailer({ send: async (mail) => void sent.push(mail) });
    }
  });
});

describe('the retry policy', () => {
  it('keeps retrying for more than a day with exponential backoff', () => {
    expect(RETRY_POLICY.retryBackoff).toBe(true);
    expect(minimumRetrySpanSeconds()).toBeGreaterThan(24 * 3600);
  });
});
