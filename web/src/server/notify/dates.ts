/**
 * How emails and receipts write a time: in Europe/Zurich, in the reader's language. One place,
 * so the booking emails, the waitlist's emails and the receipt PDF say a time the same way.
 */
import { DateTime } from 'luxon';
import { ZONE } from '@/shared/zone';

const localeOf = (language: 'en' | 'de') => (language === 'de' ? 'de-CH' : 'en-GB');

/** An appointment: "Monday, 14 December 2026, 10:00–11:30". */
export function appointmentSpan(start: Date, end: Date, language: 'en' | 'de'): string {
  const from = DateTime.fromJSDate(start).setZone(ZONE).setLocale(localeOf(language));
  const to = DateTime.fromJSDate(end).setZone(ZONE);
  const day = from.toFormat(language === 'de' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy');
  return `${day}, ${from.toFormat('HH:mm')}–${to.toFormat('HH:mm')}`;
}

/** A deadline: "Monday, 14 December 2026, 10:00" ("…, 10:00 Uhr" in German). */
export function deadlineInstant(at: Date, language: 'en' | 'de'): string {
  return DateTime.fromJSDate(at)
    .setZone(ZONE)
    .setLocale(localeOf(language))
    .toFormat(language === 'de' ? "cccc, d. LLLL yyyy, HH:mm 'Uhr'" : 'cccc, d LLLL yyyy, HH:mm');
}
