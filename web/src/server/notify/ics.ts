/**
 * A minimal iCalendar (RFC 5545) writer for one appointment: local Europe/Zurich times with
 * a VTIMEZONE (so calendars show the clinic's wall-clock time), CRLF line ends, lines folded
 * at 75 octets, text escaped.
 */
import { DateTime } from 'luxon';
import { ZONE } from '@/shared/zone';

export const ICS_ZONE = ZONE;

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** When the file was made; defaults to now. */
  stamp?: Date;
  /**
   * Revision of the event (RFC 5545 SEQUENCE): 0 when booked, +1 on every reschedule, so a
   * calendar that has the event (same UID) replaces it instead of adding a second one.
   */
  sequence?: number;
  /** PUBLISH adds or updates the event; CANCEL removes it from the calendar (cancelled booking). */
  method?: 'PUBLISH' | 'CANCEL';
};

// EU daylight-saving rules, in force for Switzerland since 1981.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function localTime(date: Date): string {
  return DateTime.fromJSDate(date).setZone(ICS_ZONE).toFormat("yyyyMMdd'T'HHmmss");
}

function utcTime(date: Date): string {
  return DateTime.fromJSDate(date).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
}

export function buildIcs(event: IcsEvent, productId = '-//Check-up booking//EN'): string {
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcTime(event.stamp ?? new Date())}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART;TZID=${ICS_ZONE}:${localTime(event.start)}`,
    `DTEND;TZID=${ICS_ZONE}:${localTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The attachment's MIME type: the method parameter must match the file's METHOD. */
export function icsContentType(method: IcsEvent['method'] = 'PUBLISH'): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}
