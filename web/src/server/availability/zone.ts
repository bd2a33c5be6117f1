/** Dates and times of the booking domain: always Europe/Zurich, whatever the server's zone. */
import { DateTime } from 'luxon';
import { parseInstant } from '@/shared/instant';
import { ZONE } from '@/shared/zone';

export { ZONE };

/** Awake hours of the date library (SPEC 9): no slot starts before 08:00 or ends after 22:00. */
export const AWAKE_FROM_MINUTES = 8 * 60;
export const AWAKE_TO_MINUTES = 22 * 60;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-MM-dd as a Zurich calendar day at midnight, or null when it is not a real date. */
export function zurichDay(date: string): DateTime | null {
  if (!DATE_RE.test(date)) return null;
  const day = DateTime.fromISO(date, { zone: ZONE });
  return day.isValid && day.toISODate() === date ? day.startOf('day') : null;
}

/**
 * The instants of Zurich days `from` to `to` (yyyy-MM-dd, both included; `to` defaults to
 * `from`): [from 00:00, the day after `to` 00:00), so a day is 23 h on the last Sunday of
 * March and 25 h on the last Sunday of October. Null when either is not a real date; a `to`
 * before `from` gives an empty range (end before start).
 */
export function zurichDays(from: string, to = from): { start: Date; end: Date } | null {
  const first = zurichDay(from);
  const last = zurichDay(to);
  if (!first || !last) return null;
  return { start: first.toJSDate(), end: last.plus({ days: 1 }).toJSDate() };
}

/** An instant as ISO 8601 with the Zurich offset, e.g. 2026-12-14T10:00:00+01:00. */
export function toZurichIso(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return DateTime.fromMillis(ms, { zone: ZONE }).toISO({ suppressMilliseconds: true })!;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 of an instant at a known UTC offset (minutes): fast path for many slots. */
export function isoWithOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMinutes);
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

const HOUR_MS = 3_600_000;
// Zurich's UTC offset per UTC hour (null: it changes within that hour). Offsets change on
// whole UTC hours since 1894, so one luxon lookup serves a whole hour; every create asks
// for a date several times  (luxon was 8 % of a create burst's CPU).
const hourOffsets = new Map<number, number | null>();
const FAST_FROM_MS = Date.UTC(1900, 0, 1);
const FAST_TO_MS = Date.UTC(9000, 0, 1);

function offsetOfHour(hour: number): number | null {
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const first = DateTime.fromMillis(hour * HOUR_MS, { zone: ZONE }).offset;
    const last = DateTime.fromMillis((hour + 1) * HOUR_MS - 1, { zone: ZONE }).offset;
    offset = first === last ? first : null;
    if (hourOffsets.size >= 100_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/** The Zurich calendar date (yyyy-MM-dd) of an instant. */
export function zurichDate(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (ms >= FAST_FROM_MS && ms < FAST_TO_MS) {
    const offset = offsetOfHour(Math.floor(ms / HOUR_MS));
    if (offset !== null) return new Date(ms + offset * 60_000).toISOString().slice(0, 10);
  }
  return DateTime.fromMillis(ms, { zone: ZONE }).toISODate()!;
}

/** The Zurich date `days` calendar days after the date of `instant` (the booking horizon). */
export function zurichDatePlus(instant: Date | number, days: number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const date = zurichDate(ms);
  const y = Number(date.slice(0, 4));
  if (/^\d{4}-/.test(date) && y >= 1900 && y + days / 365 < 8900)
    return new Date(Date.UTC(y, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days))
      .toISOString()
      .slice(0, 10);
  return DateTime.fromMillis(ms, { zone: ZONE }).startOf('day').plus({ days }).toISODate()!;
}

/** Minutes since midnight of "HH:mm" ("24:00" = 1440). */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * An ISO 8601 instant that carries an offset or Z (a slot start from a client) as a Date,
 * read by the site's one parser (shared/instant.ts). Null for anything else: a local time
 * without offset would depend on guessing.
 */
export function instantDate(value: string): Date | null {
  const parsed = parseInstant(value);
  return parsed ? new Date(parsed.millis) : null;
}
