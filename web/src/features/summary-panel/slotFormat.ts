/**
 * Appointment dates and times as visitors read them: always the Zurich wall clock (SPEC 9),
 * whatever the visitor's own zone; numeric dates in de-CH style, weekday in the language.
 */
import { DateTime } from 'luxon';
import { BOOKING_TIME_ZONE, parseInstant } from '@/features/booking/zurichDate';
import type { Language } from '@/i18n/locales';

const LUXON_LOCALE: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

function inZurich(instant: string): DateTime | null {
  return parseInstant(instant)?.setZone(BOOKING_TIME_ZONE) ?? null;
}

/** "Montag, 14.12.2026" / "Monday, 14.12.2026" */
export function formatSlotDate(instant: string, language: Language): string | null {
  const dt = inZurich(instant);
  if (!dt) return null;
  return `${dt.setLocale(LUXON_LOCALE[language]).toFormat('cccc')}, ${dt.toFormat('dd.MM.yyyy')}`;
}

/** "09:15" */
export function formatSlotTime(instant: string): string | null {
  return inZurich(instant)?.toFormat('HH:mm') ?? null;
}

/** "09:15–11:45", or just the start while the end is unknown. */
export function formatSlotRange(start: string, end: string | null): string | null {
  const from = formatSlotTime(start);
  if (!from) return null;
  const to = end ? formatSlotTime(end) : null;
  return to ? `${from}–${to}` : from;
}

/** A yyyy-MM-dd day in the same style: "Montag, 14.12.2026". */
export function formatDay(date: string, language: Language): string | null {
  const dt = DateTime.fromISO(date, { zone: BOOKING_TIME_ZONE });
  if (!dt.isValid) return null;
  return `${dt.setLocale(LUXON_LOCALE[language]).toFormat('cccc')}, ${dt.toFormat('dd.MM.yyyy')}`;
}
