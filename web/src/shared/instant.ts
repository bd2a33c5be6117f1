/**
 * The one parser of a timestamp the site receives (a slot start in a URL, a request body or
 * the booking store): ISO 8601 with an explicit offset or Z, on a real calendar day. Pure and
 * without luxon, so the booking flow's pages can load it (features/booking/zurichDate.ts) and
 * the server reads the same values the same way (server/availability/zone.ts).
 */

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_SHAPE =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/** A parsed instant: epoch milliseconds and the value in normalised ISO form, offset kept. */
export interface Instant {
  millis: number;
  /** e.g. 2026-06-12T09:30:00.000+02:00 (an offset of zero is written Z). */
  iso: string;
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
