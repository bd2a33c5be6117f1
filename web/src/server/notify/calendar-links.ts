/**
 * "Add to calendar" links for Google Calendar and Outlook (web), for the manage page and the
 * emails. They carry what the .ics carries (check-up, reference, address): no name or email.
 */
import { DateTime } from 'luxon';
import { ICS_ZONE } from './ics';

export type CalendarLinkEvent = {
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
};

const utcCompact = (date: Date) =>
  DateTime.fromJSDate(date).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
const utcIso = (date: Date) =>
  DateTime.fromJSDate(date).toUTC().toISO({ suppressMilliseconds: true })!;

/** Google Calendar's event template (calendar.google.com/calendar/render?action=TEMPLATE). */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${utcCompact(event.start)}/${utcCompact(event.end)}`,
    ctz: ICS_ZONE,
    ...(event.description ? { details: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Outlook on the web's compose deeplink (works for outlook.com; Microsoft 365 accepts the same path). */
export function outlookCalendarUrl(event: CalendarLinkEvent, host = 'outlook.live.com'): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.summary,
    startdt: utcIso(event.start),
    enddt: utcIso(event.end),
    ...(event.description ? { body: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://${host}/calendar/0/deeplink/compose?${query}`;
}
