/**
 * The SMS reminder beside the reminder emails (docs/sms.md): scheduled in the transaction that
 * confirms or moves a booking that asked for one, cancelled in the one that moves or cancels
 * it. When and under which key: server/sms/reminder.ts.
 */
import { getSiteSettings } from '@/server/content';
import type { Tx } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { log } from '@/server/log';
import { dropSmsReminder, scheduleSmsReminder } from '@/server/sms/reminder';
import { SMS_DEFAULTS } from 'schemas/src/defaults';

/** Settings' SMS reminder hours; the default when content cannot be read. */
export async function smsReminderHours(): Promise<number> {
  try {
    return (await getSiteSettings()).smsReminderHoursBefore;
  } catch (err) {
    log.warn('reminder-settings-unreadable', { message: String(err) });
    return SMS_DEFAULTS.smsReminderHoursBefore;
  }
}

export async function scheduleSms(
  tx: Tx,
  reservation: Pick<Reservation, 'id' | 'startsAt' | 'rescheduleCount' | 'smsReminder'>,
  now: Date,
): Promise<void> {
  if (!reservation.smsReminder) return;
  await scheduleSmsReminder(tx, reservation, await smsReminderHours(), now);
}

export { dropSmsReminder as dropSms };
