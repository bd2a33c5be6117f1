/**
 * Day and month names of the two languages, as de-CH and en-GB write them. Written out
 * rather than through Intl.DateTimeFormat: the first Intl formatter of a page loads ICU's
 * data, a long task at hydration on a phone (docs/performance.md). dateNames.test.ts checks
 * every name against Intl.
 */
import type { Language } from './locales';

/** Weekday names, Sunday first (as Date#getUTCDay counts). */
export const WEEKDAY_NAMES: Record<Language, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** Short weekday names, Sunday first: "So" / "Sun". */
export const WEEKDAY_SHORT_NAMES: Record<Language, readonly string[]> = {
  de: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** Month names, January first. */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Sunday 0 ... Saturday 6 of a yyyy-MM-dd calendar day (no time of day, no time zone). */
function dayOfWeek(date: string): number {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
}

/** "Montag" / "Monday" for a yyyy-MM-dd day. */
export function weekdayName(date: string, language: Language): string {
  return WEEKDAY_NAMES[language][dayOfWeek(date)];
}

/** "Mo" / "Mon" for a yyyy-MM-dd day. */
export function weekdayShortName(date: string, language: Language): string {
  return WEEKDAY_SHORT_NAMES[language][dayOfWeek(date)];
}

/** "Dezember" / "December" for a yyyy-MM or yyyy-MM-dd value. */
export function monthName(date: string, language: Language): string {
  return MONTH_NAMES[language][Number(date.slice(5, 7)) - 1];
}
