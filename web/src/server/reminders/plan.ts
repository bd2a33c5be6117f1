/**
 * When the reminder emails of a booking go out, and under which deduplication keys, as a pure
 * plan the lifecycle turns into delayed jobs (startAfter) in the transaction of the change:
 * scheduled at confirmation, replaced on reschedule (the old keys cancelled, new keys for the
 * new revision), cancelled on cancel. Keys carry the reservation's revision (its reschedule
 * count), so a reminder of the old time can never be mistaken for one of the new time, and a
 * repeated schedule of the same revision (a retry, a restart) is refused by the job id.
 */
export type ReminderKind = 'first' | 'second';

export type ReminderSettings = {
  /** Settings.reminderHoursBefore (default 48). */
  reminderHoursBefore: number;
  /** Settings.secondReminderHoursBefore; null = no second reminder. */
  secondReminderHoursBefore: number | null;
};

export type PlannedReminder = {
  kind: ReminderKind;
  /** The job's startAfter. */
  runAt: Date;
  /** Deduplication key (jobs/ids.ts turns it into the job id). */
  key: string;
  /** What the job carries, checked again when it runs (reminderStillDue). */
  data: ReminderJob;
};

export type ReminderJob = {
  kind: 'reminder';
  reminder: ReminderKind;
  reservationId: string;
  revision: number;
  startsAt: string;
};

const HOUR = 3_600_000;
/** A reminder that would go out less than this before the appointment is not worth sending. */
const TOO_LATE_MS = 30 * 60_000;

export function reminderKey(reservationId: string, revision: number, kind: ReminderKind): string {
  return `email:reminder:${reservationId}:${revision}:${kind}`;
}

/**
 * The reminders of one revision of a booking. One whose time has passed already (booked or
 * moved at short notice) is sent at once, unless the appointment is too close for it to help;
 * two that would then both go out at once collapse into the first.
 */
export function planReminders(input: {
  reservationId: string;
  start: Date;
  revision: number;
  settings: ReminderSettings;
  now: Date;
}): PlannedReminder[] {
  const { reservationId, start, revision, settings, now } = input;
  const wanted: [ReminderKind, number][] = [['first', settings.reminderHoursBefore]];
  if (
    settings.secondReminderHoursBefore !== null &&
    settings.secondReminderHoursBefore < settings.reminderHoursBefore
  ) {
    wanted.push(['second', settings.secondReminderHoursBefore]);
  }
  const plan: PlannedReminder[] = [];
  for (const [kind, hours] of wanted) {
    const due = new Date(start.getTime() - hours * HOUR);
    const runAt = due.getTime() < now.getTime() ? now : due;
    if (start.getTime() - runAt.getTime() < TOO_LATE_MS) continue;
    // Both overdue: one email says it all.
    if (plan.length > 0 && runAt.getTime() === plan[plan.length - 1].runAt.getTime()) continue;
    plan.push({
      kind,
      runAt,
      key: reminderKey(reservationId, revision, kind),
      data: {
        kind: 'reminder',
        reminder: kind,
        reservationId,
        revision,
        startsAt: start.toISOString(),
      },
    });
  }
  return plan;
}

/** Every key a revision may have used: what a reschedule or cancel cancels. */
export function reminderKeys(reservationId: string, revision: number): string[] {
  return (['first', 'second'] as const).map((kind) => reminderKey(reservationId, revision, kind));
}

/**
 * Checked by the worker before it sends a reminder (the booking's or the questionnaire's): the
 * reservation is still confirmed, still at the time and revision the job was planned for, and
 * still ahead. A job whose cancellation was missed (or that ran before a reschedule committed)
 * then sends nothing.
 */
export function reminderStillDue(
  job: { revision?: number; startsAt?: string },
  reservation: { status: string; startsAt: Date; rescheduleCount: number },
  now: Date,
): boolean {
  return (
    reservation.status === 'confirmed' &&
    reservation.rescheduleCount === job.revision &&
    reservation.startsAt.toISOString() === job.startsAt &&
    reservation.startsAt.getTime() > now.getTime()
  );
}
