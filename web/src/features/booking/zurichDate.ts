/**
 * Calendar dates of the booking flow are days in Europe/Zurich (SPEC 5, 9), whatever the
 * visitor's own time zone. `now` is always passed in, so tests can stand anywhere in time.
 * Built on Date, not luxon: the booking store loads this on every page, and luxon (about
 * 22 kB gzip) would then count against the check-up step's JS budget.
 */
import { ZONE } from '@/shared/zone';

export const BOOKING_TIME_ZONE = ZONE;

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_SHAPE =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/** A parsed instant: epoch milliseconds and the value in normalised ISO form, offset kept. */
export interface Instant {
  millis: number;
  /** e.g. 2026-06-12T09:30:00.000+02:00 (an offset of zero is written Z). */
  iso: string;
}

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

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a yyyy-MM-dd string that names a real calendar day (2027-02-30 is not). */
export function isRealDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A timestamp with an explicit offset or Z, e.g. 2026-03-29T09:30:00+02:00, as a valid instant. */
export function parseInstant(value: string): Instant | null {
  const match = INSTANT_SHAPE.exec(value);
  if (!match) return null;
  const [, date, hh, mm, ss = '00', fraction = '', zone, sign, offH, offM] = match;
  if (!isRealDate(date) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  const offsetMinutes =
    zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offH) * 60 + Number(offM));
  if (zone !== 'Z' && (Number(offH) > 23 || Number(offM) > 59)) return null;
  const ms = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  const [y, mo, d] = date.split('-').map(Number);
  const wallMillis = Date.UTC(y, mo - 1, d, Number(hh), Number(mm), Number(ss), ms);
  const offset =
    offsetMinutes === 0
      ? 'Z'
      : `${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0')}:${String(Math.abs(offsetMinutes) % 60).padStart(2, '0')}`;
  return {
    millis: wallMillis - offsetMinutes * 60_000,
    iso: `${date}T${hh}:${mm}:${ss}.${String(ms).padStart(3, '0')}${offset}`,
  };
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
