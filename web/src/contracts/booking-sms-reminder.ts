/**
 * POST /api/booking/sms-reminder { token, on? } -> { smsReminder } (docs/sms.md): the manage
 * page's SMS reminder switch. `on: false` turns the booking's SMS reminder off (the patient's
 * way out besides replying STOP); `on: true` turns it on again, or for the first time, when the
 * booking has a phone number; without `on` the answer only reads.
 */
import { z } from 'zod';
import { BOOKING_LINK_INVALID, manageTokenSchema } from './booking-manage';

export const smsReminderRequestSchema = z
  .object({ token: manageTokenSchema, on: z.boolean().optional() })
  .strict();
export type SmsReminderRequest = z.input<typeof smsReminderRequestSchema>;

export type SmsReminderResponse = {
  smsReminder: {
    on: boolean;
    /** False when the booking has no phone number or is no longer active: no switch shown. */
    available: boolean;
    /** When the reminder goes out: hours before the appointment (Settings). */
    hoursBefore: number;
  };
};

export const SMS_REMINDER_ERROR_IDS = [
  BOOKING_LINK_INVALID, // 401
] as const;
