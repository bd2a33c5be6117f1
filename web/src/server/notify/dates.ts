/**
 * How emails and receipts write a time: in Europe/Zurich, in the reader's language. One place,
 * so the booking emails, the waitlist's emails and the receipt PDF say a time the same way.
 */
import { DateTime } from 'luxon';
import { ZONE } from '@/shared/zone';
import type { TextVariant } from '@/i18n/germanyGerman';
import { BUILT_IN_EMAIL_TEXTS, type EmailTexts } from './emailTexts';

const localeOf = (language: 'en' | 'de') => (language === 'de' ? 'de-CH' : 'en-GB');

/** An appointment: "Monday, 14 December 2026, 10:00–11:30". */
export function appointmentSpan(start: Date, end: Date, language: 'en' | 'de'): string {
  const from = DateTime.fromJSDate(start).setZone(ZONE).setLocale(localeOf(language));
  const to = DateTime.fromJSDate(end).setZone(ZONE);
  const day = from.toFormat(language === 'de' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy');
  return `${day}, ${from.toFormat('HH:mm')}–${to.toFormat('HH:mm')}`;
}

/**
 * A deadline: "Monday, 14 December 2026, 10:00" ("…, 10:00 Uhr" in German): the time of day
 * as the email texts write it (`common.time`, Studio), in the reader's variant.
 */
export function deadlineInstant(
  at: Date,
  language: 'en' | 'de',
  texts: EmailTexts = BUILT_IN_EMAIL_TEXTS,
  variant: TextVariant = language,
): string {
  const local = DateTime.fromJSDate(at).setZone(ZONE).setLocale(localeOf(language));
  const day = local.toFormat(language === 'de' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy');
  return `${day}, ${texts.text('common', 'time', variant, { time: local.toFormat('HH:mm') })}`;
}
