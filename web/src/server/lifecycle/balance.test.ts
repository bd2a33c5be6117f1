/**
 * the automatic "pay the balance" email N days before the appointment (Settings
 * balanceReminderDays, 0 = off), one per booking revision, dropped when the booking moves or is
 * cancelled, and skipped by the worker once nothing is due.
 */
import { eq } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs/settled';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { buildBooking } from '@/test/booking';
import { queuedJob, setupTestDb } from '@/test/db';
import { balanceKeys, dropBalanceReminder, scheduleBalanceReminder } from './balance';

const t = setupTestDb();
const sent: OutgoingMail[] = [];
beforeAll(() => setMailer({ send: async (mail) => void sent.push(mail) }));
afterAll(() => setMailer(null));

const DAY = 86_400_000;

const job = (key: string) => queuedJob(t, key);

async function confirmed(startsAt: Date, balanceDueCents: number) {
  const r = await buildBooking(t.db, {
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
  });
  const [row] = await t.db
    .update(reservations)
    .set({ status: 'confirmed', paidCents: 30_000, balanceDueCents, holdExpiresAt: null })
    .where(eq(reservations.id, r.id))
    .returning();
  return row;
}

describe('the balance reminder', () => {
  it('is planned N days before the appointment, and not at all when off or nothing is due', async () => {
    const now = new Date();
    const row = await confirmed(new Date(now.getTime() + 10 * DAY), 219_000);
    await t.db.transaction((tx) => scheduleBalanceReminder(tx, row, 3, now));
    const planned = await job(balanceKeys.reminder(row.id, 0));
    expect(planned.state).toBe('created');
    expect(new Date(planned.start_after).getTime()).toBe(row.startsAt.getTime() - 3 * DAY);

    const off = await confirmed(new Date(now.getTime() + 11 * DAY), 219_000);
    await t.db.transaction((tx) => scheduleBalanceReminder(tx, off, 0, now));
    expect(await job(balanceKeys.reminder(off.id, 0))).toBeUndefined();
    const paid = await confirmed(new Date(now.getTime() + 12 * DAY), 0);
    await t.db.transaction((tx) => scheduleBalanceReminder(tx, paid, 3, now));
    expect(await job(balanceKeys.reminder(paid.id, 0))).toBeUndefined();
    // Too late for N days before: none rather than one at once.
    const soon = await confirmed(new Date(now.getTime() + 2 * DAY), 219_000);
    await t.db.transaction((tx) => scheduleBalanceReminder(tx, soon, 3, now));
    expect(await job(balanceKeys.reminder(soon.id, 0))).toBeUndefined();
  });

  it('is dropped with its revision (a move or a cancellation)', async () => {
    const now = new Date();
    const row = await confirmed(new Date(now.getTime() + 10 * DAY), 219_000);
    await t.db.transaction((tx) => scheduleBalanceReminder(tx, row, 3, now));
    await t.db.transaction((tx) => dropBalanceReminder(tx, row.id, 0));
    expect((await job(balanceKeys.reminder(row.id, 0))).state).toBe('cancelled');
  });

  it('says nothing when it comes due after the balance was paid', async () => {
    const now = new Date();
    const row = await confirmed(new Date(now.getTime() + 10 * DAY), 219_000);
    // Scheduled while the balance was open (`row` as it was then), paid since: the job, due now
    // (the appointment is 10 days ahead, the reminder 10 days before it), finds nothing due. Paid
    // first, so that a worker woken by the enqueue cannot run it before the payment lands.
    await t.db.update(reservations).set({ balanceDueCents: 0 }).where(eq(reservations.id, row.id));
    await t.db.transaction((tx) =>
      scheduleBalanceReminder(tx, row, 10, new Date(now.getTime() - 60_000)),
    );
    await jobsSettled();
    expect((await job(balanceKeys.reminder(row.id, 0))).state).toBe('completed');
    expect(sent.filter((m) => m.text.includes(row.name))).toEqual([]);
  });
});
