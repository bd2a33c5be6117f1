/**
 * The MRI safety questionnaire's reminder (docs/screening.md "Reminder"), as a pure plan the
 * lifecycle turns into one delayed email job: Settings' reminderDaysBefore before the
 * appointment, keyed by reservation and revision (its reschedule count) like the booking's
 * reminders, so a repeated schedule is refused by the job id and a move replaces it. The worker
 * sends it only if the booking is still confirmed at that time and revision (reminderStillDue,
 * ./plan.ts) and the questionnaire is not signed.
 */
const DAY = 86_400_000;

export function screeningReminderKey(reservationId: string, revision: number): string {
  return `email:screening-reminder:${reservationId}:${revision}`;
}

export type ScreeningReminderJob = {
  kind: 'screening-reminder';
  reservationId: string;
  revision: number;
  startsAt: string;
};

/**
 * The reminder of one revision of a booking, or null when its time has passed already (booked
 * at short notice: the confirmation asks for the answers itself).
 */
export function planScreeningReminder(input: {
  reservationId: string;
  start: Date;
  revision: number;
  reminderDaysBefore: number;
  now: Date;
}): { key: string; runAt: Date; data: ScreeningReminderJob } | null {
  const runAt = new Date(input.start.getTime() - input.reminderDaysBefore * DAY);
  if (runAt.getTime() <= input.now.getTime()) return null;
  return {
    key: screeningReminderKey(input.reservationId, input.revision),
    runAt,
    data: {
      kind: 'screening-reminder',
      reservationId: input.reservationId,
      revision: input.revision,
      startsAt: input.start.toISOString(),
    },
  };
}
