/**
 * Where things sit on the day grid: minutes from the grid's first hour, in Zurich time. Pure,
 * so DST days (23 and 25 hours) are tested without a browser (dayGrid.test.ts).
 */
import { DateTime } from 'luxon';
import { ZONE } from '@/shared/zone';

/**
 * Wall-clock minutes of an instant on the Zurich day `date` (08:30 -> 510): the grid is laid out
 * by the clock staff read, so on DST days the hour lines stay labelled right (the skipped and
 * repeated night hour is never opening time). Instants before or after the day clamp to it.
 */
export function minuteOfDay(iso: string, date: string): number {
  const local = DateTime.fromISO(iso).setZone(ZONE);
  const day = local.toISODate()!;
  if (day < date) return 0;
  if (day > date) return 24 * 60;
  return local.hour * 60 + local.minute;
}

/** The instant (ISO, UTC) at wall-clock `minutes` of the Zurich day `date`: minuteOfDay's inverse. */
export function instantAt(date: string, minutes: number): string {
  const [year, month, day] = date.split('-').map(Number);
  if (minutes >= 24 * 60)
    return DateTime.fromObject({ year, month, day }, { zone: ZONE })
      .plus({ days: 1 })
      .toUTC()
      .toISO()!;
  const hour = Math.floor(minutes / 60);
  return DateTime.fromObject({ year, month, day, hour, minute: minutes % 60 }, { zone: ZONE })
    .toUTC()
    .toISO()!;
}

/** "08:30" in Zurich time. */
export function clock(iso: string): string {
  return DateTime.fromISO(iso).setZone(ZONE).toFormat('HH:mm');
}

/** The grid's hours: opening hours and bookings, at least 07:00-19:00, whole hours. */
export function gridHours(
  date: string,
  spans: { start: string; end: string }[],
): { first: number; last: number } {
  let first = 7 * 60;
  let last = 19 * 60;
  for (const span of spans) {
    first = Math.min(first, minuteOfDay(span.start, date));
    last = Math.max(last, minuteOfDay(span.end, date));
  }
  return { first: Math.max(0, Math.floor(first / 60) * 60), last: Math.ceil(last / 60) * 60 };
}

/** Today in Zurich (YYYY-MM-DD). */
export function zurichToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(ZONE).toISODate()!;
}

/** The day `delta` days from `date`. */
export function shiftDate(date: string, delta: number): string {
  return DateTime.fromISO(date, { zone: ZONE }).plus({ days: delta }).toISODate()!;
}

/** A long label of the date in the desk's language: "Thursday, 26 November 2026". */
export function longDate(date: string, language: 'en' | 'de'): string {
  return DateTime.fromISO(date, { zone: ZONE })
    .setLocale(language === 'de' ? 'de-CH' : 'en-GB')
    .toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
