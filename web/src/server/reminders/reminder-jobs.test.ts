/**
 * Must-show (docs/manage-booking.md): reminders are delayed jobs on the queue, on pg-boss's TestClock (timers
 * and the database's job_now() move together). Scheduled at confirmation; moved by a
 * reschedule (the old time's job cancelled, the new one scheduled); gone after a cancel; a
 * repeated schedule gives no second job; and after a restart of the queue and worker the
 * reminder is sent exactly once, with the preparation notes and the manage link.
 */
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { reservations } from '@/server/db/schema';
import { cancelByBooker, scheduleReminders } from '@/server/lifecycle';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { reminderKey } from './plan';
import { rowsOf } from '@/test/db';
import { setupQueueOnTestClock } from '@/test/queue-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { clock, t, jobState, runUntil, confirmed, moveTo } = setupQueueOnTestClock();
const sent: OutgoingMail[] = [];

beforeAll(() => setMailer({ send: async (mail) => void sent.push(mail) }));
afterAll(() => setMailer(null));

const reminders = () => sent.filter((m) => /^(Reminder|Erinnerung)/.test(m.subject));

describe('reminder jobs', () => {
  it('are scheduled at confirmation, moved by a reschedule, gone after a cancel, sent once after a restart', async () => {
    const base = clock.now();
    const start = new Date(base + 10 * DAY);
    const r = await confirmed(start);
    const first0 = reminderKey(r.id, 0, 'first');
    expect(await jobState(first0)).toEqual({
      state: 'created',
      startAfter: new Date(start.getTime() - 48 * HOUR),
    });

    // A cancelled booking's reminder disappears with it.
    const other = await confirmed(new Date(base + 9 * DAY));
    const otherKey = reminderKey(other.id, 0, 'first');
    expect((await jobState(otherKey))?.state).toBe('created');
    const cancelled = await cancelByBooker(
      other.id,
      () => ({ ok: true, refundCents: 0, keptCents: 0 }),
      t.handle.db,
    );
    expect(cancelled.ok).toBe(true);
    expect((await jobState(otherKey))?.state).toBe('cancelled');

    // Moved three days later: the old time's job is cancelled, the new revision's scheduled.
    const newStart = new Date(start.getTime() + 3 * DAY);
    const moved = await moveTo(r, newStart);
    expect(moved.ok).toBe(true);
    const first1 = reminderKey(r.id, 1, 'first');
    expect((await jobState(first0))?.state).toBe('cancelled');
    expect(await jobState(first1)).toEqual({
      state: 'created',
      startAfter: new Date(newStart.getTime() - 48 * HOUR),
    });

    // Scheduling the same revision again (a retry, a replayed event) adds no job.
    const [current] = await t.handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, r.id));
    await t.handle.db.transaction((tx) =>
      scheduleReminders(
        tx,
        current,
        { reminderHoursBefore: 48, secondReminderHoursBefore: null },
        new Date(),
      ),
    );
    const count = rowsOf<{ n: number }>(
      await t.jobs.boss
        .getDb()
        .executeSql(
          `select count(*)::int as n from ${t.handle.jobsSchema}.job where data->>'kind' = 'reminder' and data->>'reservationId' = $1`,
          [r.id],
        ),
    )[0].n;
    expect(count).toBe(2); // revision 0 (cancelled) and revision 1

    // Past the old reminder time and the cancelled booking's: nothing is sent.
    await runUntil(start.getTime() - 47 * HOUR);
    expect(reminders()).toHaveLength(0);

    // The process stops (queue and worker) and starts again on the same database.
    await t.restartJobs();

    // The new reminder time comes: sent once, and not again however long the queue runs.
    await runUntil(newStart.getTime() - 47 * HOUR);
    await runUntil(newStart.getTime() - 40 * HOUR);
    expect(reminders()).toHaveLength(1);
    const mail = reminders()[0];
    expect(mail.to.toLowerCase()).toBe('anna@example.com');
    expect(mail.html).toContain('/en-ch/booking?token=v2.');
    const pkg = (await getCatalog()).packages.find((p) => p.id === r.checkupId)!;
    expect(pkg.preparation_en).toBeTruthy(); // the seed's notes (Studio: checkupPackage.preparation_*)
    expect(mail.text.replace(/\s+/g, ' ')).toContain(pkg.preparation_en!.slice(0, 60));
    expect((await jobState(first1))?.state).toBe('completed');
  }, 240_000);
});
