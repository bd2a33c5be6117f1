/**
 * A job wakes the worker when its transaction commits (pg-boss LISTEN/NOTIFY, runtime.ts), not
 * at the next poll (docs/outbox.md). The worker here polls every 5 minutes; the confirmation
 * email must still go out within a tenth of that, a bound that holds on a loaded machine (it
 * took 7.7 s under a load of 15 on 2 cores) and still fails without the wake-up. PGlite
 * (in-process NOTIFY) and PostgreSQL.
 */
import { confirmReservation } from '@/server/lifecycle';
import { setMailer } from '@/server/notify/mailer';
import { buildBooking } from '@/test/booking';
import { setupTestDb } from '@/test/db';

const POLL_SECONDS = 300;
const t = setupTestDb({ pollingIntervalSeconds: POLL_SECONDS });
const sentAt: number[] = [];
beforeAll(() => setMailer({ send: async () => void sentAt.push(Date.now()) }));
afterAll(() => setMailer(null));

it('sends a confirmation long before the next poll', async () => {
  // Past the first poll of every queue's worker at start (pg-boss records when each last
  // fetched): from here on only a NOTIFY wakes them before the next poll.
  const polled = () => {
    const workers = t.jobs.boss.getWipData();
    return workers.length > 0 && workers.every((w) => w.lastFetchedOn !== null);
  };
  while (!polled()) await new Promise((resolve) => setTimeout(resolve, 20));
  const r = await buildBooking(t.db);
  await confirmReservation(
    r.id,
    { paidCents: r.totalCents, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
    t.db,
  );
  const committed = Date.now();
  const bound = (POLL_SECONDS * 1000) / 10;
  while (sentAt.length === 0 && Date.now() - committed < bound)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(sentAt).toHaveLength(1);
  expect(sentAt[0] - committed).toBeLessThan(bound);
}, 120_000);
