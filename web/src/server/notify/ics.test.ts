import { DateTime } from 'luxon';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { buildIcs, foldLine, icsContentType } from './ics';

/** A small RFC 5545 reader: unfolds lines and splits name;params:value. */
function parseIcs(text: string): { name: string; params: Record<string, string>; value: string }[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter((l) => l !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      return {
        name,
        params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
        value: line.slice(colon + 1),
      };
    });
}

describe('buildIcs', () => {
  const summer = {
    uid: 'res-1@checkup',
    start: new Date('2026-07-01T06:30:00Z'), // 08:30 in Zurich (CEST)
    end: new Date('2026-07-01T08:00:00Z'),
    summary: 'Full-body Check-up, Zürich; Bellevue',
    description: 'Reference ZUR-1234\nPlease arrive 15 minutes early, thanks.',
    location: 'Bellevueplatz 1, 8001 Zürich',
    stamp: new Date('2026-06-01T12:00:00Z'),
  };

  it('uses CRLF line ends only', () => {
    const ics = buildIcs(summer);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes Zurich wall-clock times with a TZID that has a VTIMEZONE', () => {
    const lines = parseIcs(buildIcs(summer));
    const start = lines.find((l) => l.name === 'DTSTART' && l.params.TZID);
    const end = lines.find((l) => l.name === 'DTEND');
    expect(start).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/Zurich' },
      value: '20260701T083000',
    });
    expect(end).toEqual({
      name: 'DTEND',
      params: { TZID: 'Europe/Zurich' },
      value: '20260701T100000',
    });
    expect(lines.find((l) => l.name === 'TZID')?.value).toBe('Europe/Zurich');
    expect(lines.filter((l) => l.name === 'BEGIN').map((l) => l.value)).toEqual([
      'VCALENDAR',
      'VTIMEZONE',
      'DAYLIGHT',
      'STANDARD',
      'VEVENT',
    ]);
    // Reading the local time back in the zone gives the original instant.
    const back = DateTime.fromFormat(start!.value, "yyyyMMdd'T'HHmmss", { zone: 'Europe/Zurich' });
    expect(back.toJSDate().toISOString()).toBe(summer.start.toISOString());
  });

  it('uses the winter offset in winter', () => {
    const lines = parseIcs(
      buildIcs({
        ...summer,
        start: new Date('2026-01-15T07:00:00Z'),
        end: new Date('2026-01-15T08:30:00Z'),
      }),
    );
    expect(lines.find((l) => l.name === 'DTSTART' && l.params.TZID)?.value).toBe('20260115T080000');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const long = 'Ä'.repeat(100);
    const ics = buildIcs({ ...summer, description: long });
    for (const physical of ics.split('\r\n'))
      expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
    const lines = parseIcs(ics);
    expect(lines.find((l) => l.name === 'DESCRIPTION')?.value).toBe(long);
    expect(lines.find((l) => l.name === 'SUMMARY')?.value).toBe(
      'Full-body Check-up\\, Zürich\\; Bellevue',
    );
    expect(parseIcs(buildIcs(summer)).find((l) => l.name === 'DESCRIPTION')?.value).toBe(
      'Reference ZUR-1234\\nPlease arrive 15 minutes early\\, thanks.',
    );
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('a new booking is SEQUENCE 0, a reschedule keeps the UID with the next SEQUENCE', () => {
    const first = parseIcs(buildIcs(summer));
    const moved = parseIcs(
      buildIcs({
        ...summer,
        start: new Date('2026-07-03T06:30:00Z'),
        end: new Date('2026-07-03T08:00:00Z'),
        sequence: 1,
      }),
    );
    const value = (lines: ReturnType<typeof parseIcs>, name: string) =>
      lines.find((l) => l.name === name)?.value;
    expect(value(first, 'SEQUENCE')).toBe('0');
    expect(value(moved, 'SEQUENCE')).toBe('1');
    expect(value(moved, 'UID')).toBe(value(first, 'UID'));
    expect(value(moved, 'METHOD')).toBe('PUBLISH');
    expect(moved.find((l) => l.name === 'DTSTART' && l.params.TZID)?.value).toBe('20260703T083000');
  });

  it('a cancellation is METHOD:CANCEL with STATUS:CANCELLED and a matching content type', () => {
    const lines = parseIcs(buildIcs({ ...summer, sequence: 2, method: 'CANCEL' }));
    expect(lines.find((l) => l.name === 'METHOD')?.value).toBe('CANCEL');
    expect(lines.find((l) => l.name === 'STATUS')?.value).toBe('CANCELLED');
    expect(lines.find((l) => l.name === 'SEQUENCE')?.value).toBe('2');
    expect(icsContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(icsContentType()).toBe('text/calendar; charset=utf-8; method=PUBLISH');
  });
});

describe('add-to-calendar links', () => {
  const event = {
    start: new Date('2026-07-01T06:30:00Z'),
    end: new Date('2026-07-01T08:00:00Z'),
    summary: 'Full-body Check-up (ZUR-1234)',
    description: 'Reference ZUR-1234',
    location: 'Bellevueplatz 1, 8001 Zürich',
  };

  it.each([
    {
      name: 'Google: UTC dates, the Zurich zone, title, details and place',
      href: () => googleCalendarUrl(event),
      address: 'https://calendar.google.com/calendar/render',
      params: {
        action: 'TEMPLATE',
        dates: '20260701T063000Z/20260701T080000Z',
        ctz: 'Europe/Zurich',
        text: event.summary,
        location: event.location,
        details: event.description,
      },
    },
    {
      name: 'Outlook: compose deeplink with ISO UTC start and end',
      href: () => outlookCalendarUrl(event),
      address: 'https://outlook.live.com/calendar/0/deeplink/compose',
      params: {
        rru: 'addevent',
        startdt: '2026-07-01T06:30:00Z',
        enddt: '2026-07-01T08:00:00Z',
        subject: event.summary,
      },
    },
  ])('$name', ({ href, address, params }) => {
    const url = new URL(href());
    expect(url.origin + url.pathname).toBe(address);
    for (const [key, value] of Object.entries(params))
      expect(url.searchParams.get(key)).toBe(value);
  });

  it('Outlook: another host when asked', () => {
    expect(new URL(outlookCalendarUrl(event, 'outlook.office.com')).host).toBe(
      'outlook.office.com',
    );
  });
});
