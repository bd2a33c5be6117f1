/**
 * Reminder emails as delayed jobs (reminders/plan.ts decides when and under which keys):
 * scheduled in the transaction that confirms a booking, replaced in the one that moves it,
 * dropped in the one that cancels it. The job ids come from the keys (reservation, revision,
 * which reminder), so a repeated schedule never gives a second job, and the worker checks
 * again when one runs (reminderStillDue) in case a cancellation was missed.
 */
import { getScreening, getSiteSettings } from '@/server/content';
import type { Tx } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { cancelJob, enqueue } from '@/server/jobs/enqueue';
import { log } from '@/server/log';
import { planReminders, reminderKeys, type ReminderSettings } from '@/server/reminders/plan';
import { planScreeningReminder, screeningReminderKey } from '@/server/reminders/screening';
import { REMINDER_DEFAULTS, SCREENING_DEFAULTS } from 'schemas/src/defaults';

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
  await scheduleScreeningReminder(tx, reservation, now);
}

/** Settings' questionnaire reminder days; the default when the questionnaire cannot be read. */
async function screeningReminderDays(): Promise<number> {
  try {
    return (await getScreening()).settings.reminderDaysBefore;
  } catch {
    return SCREENING_DEFAULTS.screeningReminderDaysBefore;
  }
}

/**
 * The MRI safety questionnaire's reminder of this revision (docs/screening.md "Reminder"): one
 * delayed email, sent only if the questionnaire is still not signed when it comes due.
 */
async function scheduleScreeningReminder(
  tx: Tx,
  reservation: Pick<Reservation, 'id' | 'startsAt' | 'rescheduleCount'>,
  now: Date,
): Promise<void> {
  const plan = planScreeningReminder({
    reservationId: reservation.id,
    start: reservation.startsAt,
    revision: reservation.rescheduleCount,
    reminderDaysBefore: await screeningReminderDays(),
    now,
  });
  if (plan)
    await enqueue(tx, { queue: 'email', key: plan.key, startAfter: plan.runAt, data: plan.data });
}

/** Cancels the waiting reminders of one revision, the questionnaire's too (a move or a cancellation). */
export async function dropReminders(
  tx: Tx,
  reservationId: string,
  revision: number,
): Promise<void> {
  for (const key of reminderKeys(reservationId, revision)) await cancelJob('email', key, tx);
  await cancelJob('email', screeningReminderKey(reservationId, revision), tx);
}
