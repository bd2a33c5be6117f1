/**
 * A test file's database with its job queue on pg-boss's TestClock (docs/manage-booking.md
 * "Reminders", docs/sms.md): timers and the database's job_now() move together, so a delayed
 * job (a reminder two days ahead) runs when the test moves the clock, not after a wait. The
 * worker polls every 5 queue seconds: each tick runs a few polls, not dozens.
 */
import { TestClock } from 'pg-boss';
import { confirmReservation, rescheduleReservation } from '@/server/lifecycle';
import { jobIdFor } from '@/server/jobs';
import { buildBooking, type BookingOverrides } from './booking';
import { rowsOf, setupTestDb } from './db';

/** Registers the file's beforeAll/afterAll (see setupTestDb). */
export function setupQueueOnTestClock() {
  const clock = new TestClock(Date.now());
  const t = setupTestDb({ clock, pollingIntervalSeconds: 5 });
  return {
    clock,
    t,
    /** The queue's state of a job (null: no such job). */
    async jobState(key: string): Promise<{ state: string; startAfter: Date } | null> {
      const result = await t.jobs.boss
        .getDb()
        .executeSql(`select state, start_after from ${t.handle.jobsSchema}.job where id = $1`, [
          jobIdFor(key),
        ]);
      const [row] = rowsOf<{ state: string; start_after: Date }>(result);
      return row ? { state: row.state, startAfter: new Date(row.start_after) } : null;
    },
    /** Moves queue time to `at`, then lets the worker poll a few times. */
    async runUntil(at: number): Promise<void> {
      if (at > clock.now()) await clock.setTime(at);
      for (let i = 0; i < 6; i++) {
        await clock.tick(5_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** A 90-minute booking at `startsAt`, paid in full and confirmed (its jobs scheduled). */
    async confirmed(startsAt: Date, overrides: BookingOverrides = {}) {
      const row = await buildBooking(t.handle.db, { startsAt, minutes: 90, ...overrides });
      const result = await confirmReservation(
        row.id,
        { paidCents: row.totalCents, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
        t.handle.db,
      );
      if (!result.ok) throw new Error(result.reason);
      return result.reservation;
    },
    /** Moves booking `r` to `start` in its own room (90 minutes), as the manage page does. */
    moveTo(
      r: { id: string; locationId: string; locationSlug: string; roomKey: string },
      start: Date,
    ) {
      return rescheduleReservation(
        r.id,
        {
          locationId: r.locationId,
          locationSlug: r.locationSlug,
          start,
          end: new Date(start.getTime() + 90 * 60_000),
          roomKeys: [r.roomKey],
          snapshotFor: (locked) => locked.snapshot as never,
        },
        () => null,
        t.handle.db,
      );
    },
  };
}
