/**
 * Appointment dates as the visitor reads them: Europe/Zurich wall-clock time (SPEC 9).
 * Names from src/i18n/dateNames.ts, like the summary panel's formatting: the summary,
 * payment and success steps need no date library and load no ICU data.
 */
import { zurichDateOf, zurichTimeOf } from '@/features/booking/zurichDate';
import { dayLabel, formatSlotRange } from '@/features/summary-panel/slotFormat';

/** "Montag, 14. Dezember 2026" / "Monday, 14 December 2026" (the one style, slotFormat.ts). */
export function formatSlotDay(start: string, language: string): string {
  const date = zurichDateOf(start);
  return date ? dayLabel(date, language === 'de' ? 'de' : 'en') : '';
}

/** "10:00–11:30" (end optional). */
export function formatSlotTime(start: string, end: string | null): string {
  return formatSlotRange(start, end) ?? '';
}

/** "Monday, 14 December 2026, 10:00" in Zurich time, from an ISO instant (the manage page). */
export function formatInstant(iso: string, language: string): string {
  return `${formatSlotDay(iso, language)}, ${formatSlotTime(iso, null)}`;
}

/** "Monday, 14 December 2026, 10:00" in Zurich time: a deadline such as the free cancellation. */
export function formatZurichDateTime(instant: Date, language: string): string {
  const iso = instant.toISOString();
  const day = formatSlotDay(iso, language);
  const time = zurichTimeOf(iso) ?? '';
  return language === 'de' ? `${day}, ${time} Uhr` : `${day}, ${time}`;
}
