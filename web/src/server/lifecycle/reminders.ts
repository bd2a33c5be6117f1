/**
 * Reminder emails as delayed jobs (reminders/plan.ts decides when and under which keys):
 * scheduled in the transaction that confirms a booking, replaced in the one that moves it,
 * dropped in the one that cancels it. The job ids come from the keys (reservation, revision,
 * which reminder), so a repeated schedule never gives a second job, and the worker checks
 * again when one runs (reminderStillDue) in case a cancellation was missed.
 */
import { getSiteSettings } from '@/server/content';
import type { Tx } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { cancelJob, enqueue } from '@/server/jobs/enqueue';
import { log } from '@/server/log';
import { planReminders, reminderKeys, type ReminderSettings } from '@/server/reminders/plan';
import { REMINDER_DEFAULTS } from 'schemas/src/defaults';

const DEFAULT_REMINDERS: ReminderSettings = REMINDER_DEFAULTS;

/** Settings' reminder hours; the defaults when content cannot be read (a reminder beats none). */
export async function reminderSettings(): Promise<ReminderSettings> {
  try {
    const s = await getSiteSettings();
    return {
      reminderHoursBefore: s.reminderHoursBefore,
      secondReminderHoursBefore: s.secondReminderHoursBefore,
    };
  } catch (err) {
    log.warn('reminder-settings-unreadable', { message: String(err) });
    return DEFAULT_REMINDERS;
  }
}

/** The reminders of the reservation's current time and revision, as jobs through `tx`. */
export async function scheduleReminders(
  tx: Tx,
  reservation: Pick<Reservation, 'id' | 'startsAt' | 'rescheduleCount'>,
  settings: ReminderSettings,
  now: Date,
): Promise<void> {
  const plan = planReminders({
    reservationId: reservation.id,
    start: reservation.startsAt,
    revision: reservation.rescheduleCount,
    settings,
    now,
  });
  for (const reminder of plan) {
    await enqueue(tx, {
      queue: 'email',
      key: reminder.key,
      startAfter: reminder.runAt,
      data: {
        kind: 'reminder',
        reservationId: reservation.id,
        reminder: reminder.kind,
        revision: reminder.data.revision,
        startsAt: reminder.data.startsAt,
      },
    });
  }
}

/** Cancels the waiting reminders of one revision (a move or a cancellation). */
export async function dropReminders(
  tx: Tx,
  reservationId: string,
  revision: number,
): Promise<void> {
  for (const key of reminderKeys(reservationId, revision)) await cancelJob('email', key, tx);
}
