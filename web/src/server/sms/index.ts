/** SMS reminders (docs/sms.md): providers, the reminder job, short links, opting out, counts. */
export { getSmsProvider, setSmsProvider, type OutgoingSms, type SmsProvider } from './provider';
export {
  dropSmsReminder,
  handleSmsJob,
  planSmsReminder,
  scheduleSmsReminder,
  smsReminderKey,
  smsReminderText,
} from './reminder';
export { createShortLink, resolveShortLink, forgetExpiredShortLinks } from './short-link';
export { setSmsReminder, stopByPhone } from './opt-out';
export { smsSentPerPeriod, type SmsPeriod } from './stats';
export { twilioConfigFrom } from './twilio';
export { twilioSignatureValid } from './twilio-signature';
