/**
 * Appointment dates and times as visitors read them: always the Zurich wall clock (SPEC 9),
 * whatever the visitor's own zone; one long date style per language on every step:
 * "Donnerstag, 26. November 2026" / "Thursday, 26 November 2026".
 * No luxon: the summary panel is on the add-ons and location steps too, which
 * must not load the date library (docs/performance.md).
 */
import {
  isRealDate,
  parseInstant,
  zurichDateOf,
  zurichTimeOf,
} from '@/features/booking/zurichDate';
import { monthName, weekdayName } from '@/i18n/dateNames';
import type { Language } from '@/i18n/locales';

/** "Montag, 14. Dezember 2026" / "Monday, 14 December 2026" for a real yyyy-MM-dd day. */
export function dayLabel(date: string, language: Language): string {
  const weekday = weekdayName(date, language);
  const day = Number(date.slice(8, 10));
  const month = monthName(date, language);
  const year = date.slice(0, 4);
  return language === 'de'
    ? `${weekday}, ${day}. ${month} ${year}`
    : `${weekday}, ${day} ${month} ${year}`;
}

/** "Montag, 14. Dezember 2026" / "Monday, 14 December 2026" */
export function formatSlotDate(instant: string, language: Language): string | null {
  const date = zurichDateOf(instant);
  return date ? dayLabel(date, language) : null;
}

/** "09:15" */
export function formatSlotTime(instant: string): string | null {
  return parseInstant(instant) ? zurichTimeOf(instant) : null;
}

/** "09:15–11:45", or just the start while the end is unknown. */
export function formatSlotRange(start: string, end: string | null): string | null {
  const from = formatSlotTime(start);
  if (!from) return null;
  const to = end ? formatSlotTime(end) : null;
  return to ? `${from}–${to}` : from;
}

/** A yyyy-MM-dd day in the same style. */
export function formatDay(date: string, language: Language): string | null {
  return isRealDate(date) ? dayLabel(date, language) : null;
}
