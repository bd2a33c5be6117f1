/**
 * Appointment dates as the visitor reads them: Europe/Zurich wall-clock time (SPEC 9).
 * Names from src/i18n/dateNames.ts, like the summary panel's formatting: the summary,
 * payment and success steps need no date library and load no ICU data.
 */
import { zurichDateOf } from '@/features/booking/zurichDate';
import { formatSlotRange } from '@/features/summary-panel/slotFormat';
import { MONTH_NAMES, WEEKDAY_NAMES } from '@/i18n/dateNames';

/** "Montag, 14. Dezember 2026" / "Monday, 14 December 2026". */
export function formatSlotDay(start: string, language: string): string {
  const date = zurichDateOf(start);
  if (!date) return '';
  const lang = language === 'de' ? 'de' : 'en';
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAY_NAMES[lang][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const monthName = MONTH_NAMES[lang][month - 1];
  return lang === 'de'
    ? `${weekday}, ${day}. ${monthName} ${year}`
    : `${weekday}, ${day} ${monthName} ${year}`;
}

/** "10:00–11:30" (end optional). */
export function formatSlotTime(start: string, end: string | null): string {
  return formatSlotRange(start, end) ?? '';
}
