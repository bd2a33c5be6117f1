/**
 * Must-show (docs/security.md): the mail server is down for minutes, then up: every email is delivered
 * exactly once. pg-boss runs on a TestClock (JavaScript timers and the database's job_now()
 * move together), so the backoff's real minutes pass in a second of test time; the transport
 * refuses every message until the clock passes the outage's end.
 */
import { TestClock } from 'pg-boss';
import { confirmReservation, eventKeys } from '@/server/lifecycle';
import { setMailer } from '@/server/notify/mailer';
import { buildBooking } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { jobIdFor } from './ids';

const clock = new TestClock(Date.now());
// Polls every 5 queue seconds: each tick of the clock then runs a few polls, not dozens.
const t = setupTestDb({ clock, pollingIntervalSeconds: 5 });
const OUTAGE_MS = 10 * 60_000;

afterAll(() => setMailer(null));

describe('an SMTP outage', () => {
  it('delivers every email once after the server is back', async () => {
    const outageEnds = clock.now() + OUTAGE_MS;
    const delivered = new Map<string, number>();
    let refused = 0;
    setMailer({
      async send(mail) {
        if (clock.now() < outageEnds) {
          refused++;
          throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        }
        const id = mail.messageId ?? '';
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
      },
    });

    const booked = await Promise.all([1, 2, 3].map(() => buildBooking(t.db)));
    for (const r of booked)
      await confirmReservation(
        r.id,
        { paidCents: r.totalCents, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
        t.db,
      );
    const expected = booked.map(
      (r) => `<${jobIdFor(eventKeys.confirmationEmail(r.id))}@booking.jobs>`,
    );

    // Three hours of queue time in 15-second steps; handlers get a moment of real time each.
    const started = clock.now();
    for (let step = 0; step < 720 && delivered.size < expected.length; step++) {
      await clock.tick(15_000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Ten more queue minutes: the last handlers finish and nothing is sent again.
    for (let step = 0; step < 40; step++) {
      await clock.tick(15_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    expect(refused).toBeGreaterThanOrEqual(expected.length * 2); // retried during the outage
    expect([...delivered.keys()].sort()).toEqual([...expected].sort());
    expect([...delivered.values()]).toEqual([1, 1, 1]);
    expect(clock.now() - started).toBeGreaterThan(OUTAGE_MS);
  }, 240_000);
});
