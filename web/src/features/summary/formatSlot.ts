/**
 * Appointment dates as the visitor reads them: Europe/Zurich wall-clock time (SPEC 9).
 * Names from src/i18n/dateNames.ts, like the summary panel's formatting: the summary,
 * payment and success steps need no date library and load no ICU data.
 */
import { zurichDateOf } from '@/features/booking/zurichDate';
import { formatSlotRange } from '@/features/summary-panel/slotFormat';
import { monthName, weekdayName } from '@/i18n/dateNames';

/** "Montag, 14. Dezember 2026" / "Monday, 14 December 2026". */
export function formatSlotDay(start: string, language: string): string {
  const date = zurichDateOf(start);
  if (!date) return '';
  const lang = language === 'de' ? 'de' : 'en';
  const weekday = weekdayName(date, lang);
  const day = Number(date.slice(8, 10));
  const month = monthName(date, lang);
  const year = date.slice(0, 4);
  return lang === 'de'
    ? `${weekday}, ${day}. ${month} ${year}`
    : `${weekday}, ${day} ${month} ${year}`;
}

/** "10:00–11:30" (end optional). */
export function formatSlotTime(start: string, end: string | null): string {
  return formatSlotRange(start, end) ?? '';
}
