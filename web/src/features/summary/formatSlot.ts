/**
 * Appointment dates as the visitor reads them: Europe/Zurich wall-clock time (SPEC 9).
 * Intl only, like the summary panel's formatting: the summary, payment and success steps
 * need no date library.
 */
import { BOOKING_TIME_ZONE, parseInstant } from '@/features/booking/zurichDate';
import { formatSlotRange } from '@/features/summary-panel/slotFormat';

const longDayFormats = new Map<string, Intl.DateTimeFormat>();

function longDayFormat(language: string): Intl.DateTimeFormat {
  const locale = language === 'de' ? 'de-CH' : 'en-GB';
  let format = longDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: BOOKING_TIME_ZONE,
    });
    longDayFormats.set(locale, format);
  }
  return format;
}

/** "Montag, 14. Dezember 2026" / "Monday, 14 December 2026". */
export function formatSlotDay(start: string, language: string): string {
  const instant = parseInstant(start);
  return instant ? longDayFormat(language).format(new Date(instant.millis)) : '';
}

/** "10:00–11:30" (end optional). */
export function formatSlotTime(start: string, end: string | null): string {
  return formatSlotRange(start, end) ?? '';
}
