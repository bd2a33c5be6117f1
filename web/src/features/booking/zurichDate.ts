/**
 * Calendar dates of the booking flow are days in Europe/Zurich (SPEC 5, 9), whatever the
 * visitor's own time zone. `now` is always passed in, so tests can stand anywhere in time.
 * Built on Date, not luxon: the booking store loads this on every page, and luxon (about
 * 22 kB gzip) would then count against the check-up step's JS budget.
 */
import { isRealDate, parseInstant, type Instant } from '@/shared/instant';
import { ZONE } from '@/shared/zone';

// The one parser of an instant, shared with the server (shared/instant.ts).
export { isRealDate, parseInstant, type Instant };

export const BOOKING_TIME_ZONE = ZONE;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY;
}

/**
 * Hours Zurich is ahead of UTC at an instant: summer time (+2) from the last Sunday of March
 * to the last Sunday of October, switching at 01:00 UTC, else +1. This is the rule of the
 * IANA zone Europe/Zurich since 1996 (the EU rule). Computed here rather than with
 * Intl.DateTimeFormat: the first Intl formatter of a page loads ICU's data, a long task on
 * a phone right at hydration (Lighthouse blocking time). zurichDate.test.ts compares it
 * with Intl's time zone data every hour of 2024-2040, so a rule change fails the tests.
 */
export function zurichOffsetHours(millis: number): 1 | 2 {
  const year = new Date(millis).getUTCFullYear();
  return millis >= lastSundayAt1Utc(year, 2) && millis < lastSundayAt1Utc(year, 9) ? 2 : 1;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Year, month, day, hour and minute of the Zurich wall clock at `date`. */
function zurichWallClock(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const wall = new Date(date.getTime() + zurichOffsetHours(date.getTime()) * HOUR);
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
}

/** Today's date (yyyy-MM-dd) in Zurich at the instant `now`. */
export function todayInZurich(now: Date): string {
  const { year, month, day } = zurichWallClock(now);
  return `${year}-${month}-${day}`;
}

/** The Zurich calendar day of an instant. */
export function zurichDateOf(instant: string): string | null {
  const parsed = parseInstant(instant);
  return parsed ? todayInZurich(new Date(parsed.millis)) : null;
}

/** The Zurich wall-clock time (HH:mm) of an instant. */
export function zurichTimeOf(instant: string): string | null {
  const parsed = parseInstant(instant);
  if (!parsed) return null;
  const { hour, minute } = zurichWallClock(new Date(parsed.millis));
  return `${hour}:${minute}`;
}

/** The later of two yyyy-MM-dd dates (string order is date order for this shape). */
export function laterDate(a: string, b: string): string {
  return a >= b ? a : b;
}
