/**
 * Calendar arithmetic of the timeslot step on yyyy-MM-dd days in Europe/Zurich. Pure, so
 * the grid, the fetched window and the keyboard moves are tested without a browser.
 * Plain UTC date arithmetic and written-out names (src/i18n/dateNames.ts), not luxon:
 * calendar days have no time of day, and luxon (~22 kB gzip) was this step's largest
 * library (docs/performance.md).
 */
import { dayLabel } from '@/features/summary-panel/slotFormat';
import { zurichTimeOf } from '@/features/booking/zurichDate';
import { monthName, weekdayName, weekdayShortName } from '@/i18n/dateNames';
import type { Language } from '@/i18n/locales';

const DAY_MS = 86_400_000;

/** A yyyy-MM-dd day as a UTC midnight timestamp. */
function toUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** ISO weekday: Monday 1 ... Sunday 7. */
export function weekdayOf(date: string): number {
  return ((new Date(toUtc(date)).getUTCDay() + 6) % 7) + 1;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` moved by whole months; the day is clamped to the target month (Mar 31 - 1 = Feb 28). */
function plusMonths(date: string, delta: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last day of the month of `date`. */
function endOfMonth(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return `${date.slice(0, 8)}${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

/** 'yyyy-MM' of a day. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, delta: number): string {
  return monthOf(plusMonths(`${month}-01`, delta));
}

export function addDays(date: string, delta: number): string {
  return fromUtc(toUtc(date) + delta * DAY_MS);
}

export interface CalendarCell {
  date: string;
  inMonth: boolean;
}

/** The weeks (Monday first) that show a month, padded with the neighbouring days. */
export function monthGrid(month: string): CalendarCell[][] {
  const first = `${month}-01`;
  const start = addDays(first, 1 - weekdayOf(first));
  const last = endOfMonth(first);
  const end = addDays(last, 7 - weekdayOf(last));
  const weeks: CalendarCell[][] = [];
  for (let cursor = start; cursor <= end; cursor = addDays(cursor, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(cursor, i);
        return { date, inMonth: monthOf(date) === month };
      }),
    );
  }
  return weeks;
}

/** The last bookable day: `horizonDays` after today. */
export function horizonEnd(today: string, horizonDays: number): string {
  return addDays(today, horizonDays);
}

/**
 * The days of `month` to ask the server for: from the later of the month's first day and
 * `minDate`, to the earlier of its last day and the horizon. Null when nothing is bookable.
 */
export function fetchWindow(
  month: string,
  minDate: string,
  lastDate: string,
): { startDate: string; endDate: string } | null {
  const first = `${month}-01`;
  const last = endOfMonth(first);
  const startDate = first > minDate ? first : minDate;
  const endDate = last < lastDate ? last : lastDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

export type CalendarKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export function isCalendarKey(key: string): key is CalendarKey {
  return [
    'ArrowLeft',
    'ArrowRight',
    'ArrowUp',
    'ArrowDown',
    'Home',
    'End',
    'PageUp',
    'PageDown',
  ].includes(key);
}

/** Where the keyboard focus goes in the grid (the WAI-ARIA date picker keys). */
export function moveDate(date: string, key: CalendarKey): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, 1 - weekdayOf(date));
    case 'End':
      return addDays(date, 7 - weekdayOf(date));
    case 'PageUp':
      return plusMonths(date, -1);
    case 'PageDown':
      return plusMonths(date, 1);
  }
}

export function clampDate(date: string, min: string, max: string): string {
  return date < min ? min : date > max ? max : date;
}

export type DayPart = 'morning' | 'afternoon' | 'evening';
export const DAY_PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/** Morning before 12:00, afternoon before 17:00, evening after, on the Zurich clock. */
export function dayPartOf(start: string): DayPart {
  const time = zurichTimeOf(start) ?? '00:00';
  if (time < '12:00') return 'morning';
  if (time < '17:00') return 'afternoon';
  return 'evening';
}

export function groupByDayPart<T extends { start: string }>(
  slots: readonly T[],
): Record<DayPart, T[]> {
  const groups: Record<DayPart, T[]> = { morning: [], afternoon: [], evening: [] };
  for (const slot of slots) groups[dayPartOf(slot.start)].push(slot);
  return groups;
}

const languageOf = (locale: string): Language => (locale.startsWith('en') ? 'en' : 'de');

/** Names for the calendar in a locale (de-CH, en-GB), as luxon's cccc / ccc / LLLL wrote them. */
export const calendarText = {
  /** "Dezember 2026" */
  monthTitle: (month: string, locale: string) =>
    `${monthName(month, languageOf(locale))} ${month.slice(0, 4)}`,
  /** "Montag" */
  weekdayLong: (date: string, locale: string) => weekdayName(date, languageOf(locale)),
  /** "Mo" / "Mon" */
  weekdayShort: (date: string, locale: string) => weekdayShortName(date, languageOf(locale)),
  /** "Montag, 14. Dezember 2026" / "Monday, 14 December 2026": the one day style (slotFormat.ts). */
  dayLabel: (date: string, locale: string) => dayLabel(date, languageOf(locale)),
};
