/**
 * Calendar arithmetic of the timeslot step on yyyy-MM-dd days in Europe/Zurich. Pure, so
 * the grid, the fetched window and the keyboard moves are tested without a browser.
 */
import { DateTime } from 'luxon';
import { BOOKING_TIME_ZONE, zurichTimeOf } from '@/features/booking/zurichDate';

const day = (date: string) => DateTime.fromISO(date, { zone: BOOKING_TIME_ZONE });
const iso = (dt: DateTime) => dt.toISODate() as string;

/** 'yyyy-MM' of a day. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, delta: number): string {
  return day(`${month}-01`).plus({ months: delta }).toFormat('yyyy-MM');
}

export function addDays(date: string, delta: number): string {
  return iso(day(date).plus({ days: delta }));
}

export interface CalendarCell {
  date: string;
  inMonth: boolean;
}

/** The weeks (Monday first) that show a month, padded with the neighbouring days. */
export function monthGrid(month: string): CalendarCell[][] {
  const first = day(`${month}-01`);
  const start = first.minus({ days: first.weekday - 1 });
  const last = first.endOf('month');
  const end = last.plus({ days: 7 - last.weekday });
  const weeks: CalendarCell[][] = [];
  for (let cursor = start; cursor <= end; cursor = cursor.plus({ weeks: 1 })) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const d = cursor.plus({ days: i });
        return { date: iso(d), inMonth: d.month === first.month };
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
  const last = iso(day(first).endOf('month'));
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
  const d = day(date);
  switch (key) {
    case 'ArrowLeft':
      return iso(d.minus({ days: 1 }));
    case 'ArrowRight':
      return iso(d.plus({ days: 1 }));
    case 'ArrowUp':
      return iso(d.minus({ weeks: 1 }));
    case 'ArrowDown':
      return iso(d.plus({ weeks: 1 }));
    case 'Home':
      return iso(d.minus({ days: d.weekday - 1 }));
    case 'End':
      return iso(d.plus({ days: 7 - d.weekday }));
    case 'PageUp':
      return iso(d.minus({ months: 1 }));
    case 'PageDown':
      return iso(d.plus({ months: 1 }));
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
