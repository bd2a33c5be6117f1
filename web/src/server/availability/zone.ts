/** Dates and times of the booking domain: always Europe/Zurich, whatever the server's zone. */
import { DateTime } from 'luxon';

export const ZONE = 'Europe/Zurich';

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

/** The Zurich calendar date (yyyy-MM-dd) of an instant. */
export function zurichDate(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return DateTime.fromMillis(ms, { zone: ZONE }).toISODate()!;
}

/** Minutes since midnight of "HH:mm" ("24:00" = 1440). */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Parses an ISO 8601 instant that carries an offset or Z (a slot start from a client).
 * Returns null for anything else: a local time without offset would depend on guessing.
 */
export function parseInstant(value: string): Date | null {
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const dt = DateTime.fromISO(value, { setZone: true });
  return dt.isValid ? dt.toJSDate() : null;
}
