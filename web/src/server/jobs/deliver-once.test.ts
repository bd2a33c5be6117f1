/**
 * At most once per message (deliver-once.ts), on PGlite and PostgreSQL: a job that runs again
 * after its message went out sends nothing; two runs at once send once; a failed send gives
 * its claim back; a claim whose run died is taken over after the lease; and the email handler
 * itself, run twice for one job, writes one email.
 */
import { eq, sql } from 'drizzle-orm';
import { sentMessages } from '@/server/db/schema';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { buildBooking } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { DeliveryInFlightError, deliverOnce, forgetSentMessages } from './deliver-once';
import { handleEmailJob } from '@/server/job-worker/handlers';
import { jobIdFor } from './ids';

// No worker: the tests run the handler themselves, as pg-boss would run a job twice.
const t = setupTestDb({ worker: false });

function counter() {
  const calls = { n: 0 };
  return { calls, send: async () => void calls.n++ };
}

describe('deliverOnce', () => {
  it('sends once, however often the job runs afterwards', async () => {
    const id = jobIdFor('test:deliver:again');
    const { calls, send } = counter();
    expect(await deliverOnce(t.db, id, send)).toBe('sent');
    expect(await deliverOnce(t.db, id, send)).toBe('sent-before');
    expect(await deliverOnce(t.db, id, send)).toBe('sent-before');
    expect(calls.n).toBe(1);
  });

  it('sends once when two runs of a job overlap; the other is told to try later', async () => {
    const id = jobIdFor('test:deliver:overlap');
    let release!: () => void;
    const slowSend = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    const first = deliverOnce(t.db, id, async () => {
      sends++;
      await slowSend;
    });
    // The first run holds the claim while its send is in flight.
    while (sends === 0) await new Promise((r) => setTimeout(r, 5));
    await expect(deliverOnce(t.db, id, async () => void sends++)).rejects.toBeInstanceOf(
      DeliveryInFlightError,
    );
    release();
    expect(await first).toBe('sent');
    expect(await deliverOnce(t.db, id, async () => void sends++)).toBe('sent-before');
    expect(sends).toBe(1);
  });

  it('gives the claim back when the send fails, so the retry sends at once', async () => {
    const id = jobIdFor('test:deliver:fails');
    await expect(
      deliverOnce(t.db, id, async () => {
        throw new Error('mail server down');
      }),
    ).rejects.toThrow('mail server down');
    const { calls, send } = counter();
    expect(await deliverOnce(t.db, id, send)).toBe('sent');
    expect(calls.n).toBe(1);
  });

  it('takes over a claim older than the lease (its run died before sending)', async () => {
    const id = jobIdFor('test:deliver:died');
    await t.db
      .insert(sentMessages)
      .values({ jobId: id, claimedAt: sql`now() - interval '10 minutes'` });
    const { calls, send } = counter();
    expect(await deliverOnce(t.db, id, send, 120)).toBe('sent');
    expect(calls.n).toBe(1);
    const [row] = await t.db.select().from(sentMessages).where(eq(sentMessages.jobId, id));
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('forgets sent messages once the queue has forgotten their jobs', async () => {
    const old = jobIdFor('test:deliver:old');
    const recent = jobIdFor('test:deliver:recent');
    await t.db.insert(sentMessages).values([
      {
        jobId: old,
        claimedAt: sql`now() - interval '91 days'`,
        sentAt: sql`now() - interval '91 days'`,
      },
      {
        jobId: recent,
        claimedAt: sql`now() - interval '89 days'`,
        sentAt: sql`now() - interval '89 days'`,
      },
    ]);
    expect(await forgetSentMessages(t.db)).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ id: sentMessages.jobId }).from(sentMessages)).map(
      (r) => r.id,
    );
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});

describe('the email job, run twice', () => {
  const sent: OutgoingMail[] = [];
  beforeAll(() => setMailer({ send: async (mail) => void sent.push(mail) }));
  afterAll(() => setMailer(null));

  it('writes the booking confirmation once', async () => {
    const r = await buildBooking(t.db, { status: 'confirmed' });
    const job = {
      id: jobIdFor(`email:booking-confirmation:${r.id}`),
      data: { kind: 'booking-confirmation' as const, reservationId: r.id },
    };
    await handleEmailJob(job, { db: t.db });
    await handleEmailJob(job, { db: t.db });
    const mine = sent.filter((m) => m.messageId === `<${job.id}@booking.jobs>`);
    expect(mine).toHaveLength(1);
  });
});
