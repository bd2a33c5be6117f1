/**
 * Calendar dates of the booking flow are days in Europe/Zurich (SPEC 5, 9), whatever the
 * visitor's own time zone. `now` is always passed in, so tests can stand anywhere in time.
 */
import { DateTime } from 'luxon';

export const BOOKING_TIME_ZONE = 'Europe/Zurich';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (yyyy-MM-dd) in Zurich at the instant `now`. */
export function todayInZurich(now: Date): string {
  return DateTime.fromJSDate(now, { zone: BOOKING_TIME_ZONE }).toISODate() as string;
}

/** True for a yyyy-MM-dd string that names a real calendar day (2027-02-30 is not). */
export function isRealDate(value: string): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  return DateTime.fromISO(value, { zone: BOOKING_TIME_ZONE }).isValid;
}

/** A timestamp with an explicit offset or Z, e.g. 2026-03-29T09:30:00+02:00, as a valid instant. */
export function parseInstant(value: string): DateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value))
    return null;
  const dt = DateTime.fromISO(value, { setZone: true });
  return dt.isValid ? dt : null;
}

/** The Zurich calendar day of an instant. */
export function zurichDateOf(instant: string): string | null {
  const dt = parseInstant(instant);
  return dt ? (dt.setZone(BOOKING_TIME_ZONE).toISODate() as string) : null;
}

/** The Zurich wall-clock time (HH:mm) of an instant. */
export function zurichTimeOf(instant: string): string | null {
  const dt = parseInstant(instant);
  return dt ? dt.setZone(BOOKING_TIME_ZONE).toFormat('HH:mm') : null;
}

/** The later of two yyyy-MM-dd dates (string order is date order for this shape). */
export function laterDate(a: string, b: string): string {
  return a >= b ? a : b;
}
