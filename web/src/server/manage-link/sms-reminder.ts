/**
 * The manage page's SMS reminder switch (docs/sms.md "Opting out"): the manage token opens the
 * booking; the switch reads or sets its choice.
 */
import type { SmsReminderRequest, SmsReminderResponse } from '@/contracts/booking-sms-reminder';
import { getSiteSettings } from '@/server/content';
import { setSmsReminder } from '@/server/sms/opt-out';
import { openByToken, type ManageDeps } from './actions';
import { SMS_DEFAULTS } from 'schemas/src/defaults';

export async function smsReminderAnswer(
  { token, on }: SmsReminderRequest,
  deps: ManageDeps,
): Promise<SmsReminderResponse> {
  const booking = await openByToken(token, deps);
  const hoursBefore =
    (await getSiteSettings().catch(() => null))?.smsReminderHoursBefore ??
    SMS_DEFAULTS.smsReminderHoursBefore;
  const active = booking.status === 'confirmed' || booking.status === 'pending';
  const available = active && Boolean(booking.personalData.phone);
  let current = booking.smsReminder;
  if (on !== undefined && available && on !== current)
    current = await setSmsReminder(deps.db, booking.id, on, deps.now, hoursBefore);
  return { smsReminder: { on: available && current, available, hoursBefore } };
}
