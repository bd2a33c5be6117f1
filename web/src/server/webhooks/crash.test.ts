/**
 * Must-show: kill -9 right after the commit still delivers. A child process pays a booking
 * (confirmation and its webhook events in one transaction) and is killed with SIGKILL before
 * any worker runs; this process opens the same database like a restarted server, starts the
 * worker, and the receiver on the loopback gets payment.received and booking.confirmed once
 * each, in that order, signed. PGlite: a data directory on disk; PostgreSQL: the test schema.
 */
import { Webhook } from 'standardwebhooks';
import { crashSuite, payAndDie } from '@/server/jobs/__fixtures__/crash';
import { jobsSettled } from '@/server/jobs/settled';
import { newSecret } from './subscriptions';
import { startReceiver } from './test-receiver';

describe('a crash right after the commit', () => {
  const crash = crashSuite();

  it('delivers the events after the restart, once each and in order', async () => {
    const receiver = await startReceiver();
    const secret = newSecret();
    const db = await crash.create('pglite-webhook-crash-');
    const out = await payAndDie({ ...db.env, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret });
    const [, reservationId] = /PAID (\S+)/.exec(out) ?? [];
    expect(reservationId).toBeDefined();
    expect(receiver.received).toEqual([]);

    const { jobs } = await crash.restart(
      { send: async () => undefined },
      { pollingIntervalSeconds: 1 },
    );
    // Generous: on a loaded host the restarted PGlite and its first poll take a while.
    const deadline = Date.now() + 150_000;
    while (receiver.received.length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    await jobsSettled({ runtime: jobs });
    await jobs.stop();
    await receiver.close();

    const types = receiver.received.map((g) => (JSON.parse(g.body) as { type: string }).type);
    expect(types).toEqual(['payment.received', 'booking.confirmed']);
    for (const got of receiver.received) {
      const payload = new Webhook(secret).verify(got.body, got.headers) as {
        data: { booking: { reservationId: string } };
      };
      expect(payload.data.booking.reservationId).toBe(reservationId);
    }
  }, 300_000);
});
