/**
 * The daily retention on the job queue (docs/privacy.md): one run per day at 03:15 Zurich time
 * (DST days included), scheduled once however often it is asked for, and a due run removes
 * the person of a hold past its period and schedules the next day's run.
 */
import { eq } from 'drizzle-orm';
import { ANONYMISED_PERSON, reservations } from '@/server/db/schema';
import { buildBooking } from '@/test/booking';
import { queuedJob, setupTestDb } from '@/test/db';
import { nextDailyRun, retentionKey, scheduleRetention } from './daily';

describe('nextDailyRun', () => {
  it.each([
    // before 03:15 in Zurich: the same day; at or after it: the next day
    ['2026-11-24T01:00:00Z', '2026-11-24', '2026-11-24T02:15:00.000Z'],
    ['2026-11-24T02:15:00Z', '2026-11-25', '2026-11-25T02:15:00.000Z'],
    ['2026-07-01T12:00:00Z', '2026-07-02', '2026-07-02T01:15:00.000Z'],
    // spring forward (29 March 2026, 02:00 -> 03:00): 03:15 exists, in summer time
    ['2026-03-28T12:00:00Z', '2026-03-29', '2026-03-29T01:15:00.000Z'],
    // fall back (25 October 2026): 03:15 is after the repeated hour, in winter time
    ['2026-10-24T12:00:00Z', '2026-10-25', '2026-10-25T02:15:00.000Z'],
  ])('after %s runs on %s at %s', (now, day, at) => {
    expect(nextDailyRun(new Date(now))).toEqual({ day, at: new Date(at) });
  });
});

describe('the daily retention job', () => {
  const t = setupTestDb();
  const DAY = 86_400_000;

  const job = (key: string) => queuedJob(t, key);

  it('is scheduled once per day, runs when due and schedules the next day', async () => {
    const ended = new Date(Date.now() - 8 * DAY);
    const hold = await buildBooking(t.db, {
      status: 'expired',
      holdExpiresAt: ended,
      createdAt: ended,
      updatedAt: ended,
    });
    const fresh = await buildBooking(t.db, { status: 'expired', holdExpiresAt: new Date() });

    // A run that came due yesterday (the server was down then): it runs now.
    const yesterday = new Date(Date.now() - 2 * DAY);
    const due = nextDailyRun(yesterday);
    const beforeRun = new Date();
    expect(await scheduleRetention(t.db, yesterday)).toBe(true);
    expect(await scheduleRetention(t.db, yesterday)).toBe(false); // a second instance: no second run

    for (let i = 0; i < 100 && (await job(retentionKey(due.day))).state !== 'completed'; i++)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await job(retentionKey(due.day))).state).toBe('completed');

    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, hold.id));
    expect(after.personalData).toEqual(ANONYMISED_PERSON);
    expect(after.totalCents).toBe(hold.totalCents);
    const [kept] = await t.db.select().from(reservations).where(eq(reservations.id, fresh.id));
    expect(kept.personalData.firstName).toBe('Anna');

    // The next run waits for its time: the first 03:15 after the run, which was between
    // beforeRun and now; a test at 03:15 Zurich has the one after it (docs/architecture.md
    // "Tests at any hour").
    const runs = [nextDailyRun(beforeRun), nextDailyRun(new Date())];
    const next = (await job(retentionKey(runs[0].day))) ? runs[0] : runs[1];
    const waiting = await job(retentionKey(next.day));
    expect(waiting.state).toBe('created');
    expect(new Date(waiting.start_after).toISOString()).toBe(next.at.toISOString());
  });
});
