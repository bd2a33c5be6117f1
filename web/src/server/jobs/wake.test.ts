/**
 * Issue 34.4: a job wakes the worker when its transaction commits (pg-boss LISTEN/NOTIFY,
 * runtime.ts), not at the next poll. The worker here polls every 30 s; the confirmation email
 * must still go out within a few seconds. PGlite (in-process NOTIFY) and PostgreSQL.
 */
import { confirmReservation } from '@/server/lifecycle';
import { setMailer } from '@/server/notify/mailer';
import { insertReservation } from '@/server/payments/__fixtures__/reservations';
import { setupTestDb } from '@/test/db';

const t = setupTestDb({ pollingIntervalSeconds: 30 });
const sentAt: number[] = [];
beforeAll(() => setMailer({ send: async () => void sentAt.push(Date.now()) }));
afterAll(() => setMailer(null));

it('sends a confirmation within seconds although the next poll is 30 s away', async () => {
  // Past the worker's first poll at start: from here on only a NOTIFY wakes it early.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const r = await insertReservation(t.db);
  await confirmReservation(
    r.id,
    { paidCents: r.totalCents, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
    t.db,
  );
  const committed = Date.now();
  for (let i = 0; i < 100 && sentAt.length === 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(sentAt).toHaveLength(1);
  expect(sentAt[0] - committed).toBeLessThan(5_000);
});
