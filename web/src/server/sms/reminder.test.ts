/** The SMS reminder's timing and wording as pure functions (docs/sms.md). */
import { BUILT_IN_EMAIL_TEXTS } from '@/server/notify/emailTexts';
import { smsSegments } from 'schemas/src/sms';
import { planSmsReminder, smsDate, smsReminderText, smsSkipReason } from './reminder';

const HOUR = 3_600_000;
const start = new Date('2030-09-25T08:45:00Z'); // Wednesday 10:45 in Zurich (summer time)
const plan = (now: Date, hoursBefore = 24) =>
  planSmsReminder({ reservationId: 'r1', start, revision: 2, hoursBefore, now });

describe('planSmsReminder', () => {
  it('N hours before, keyed by reservation and revision', () => {
    expect(plan(new Date(start.getTime() - 10 * 24 * HOUR))).toEqual({
      runAt: new Date(start.getTime() - 24 * HOUR),
      key: 'sms:reminder:r1:2',
      data: {
        kind: 'sms-reminder',
        reservationId: 'r1',
        revision: 2,
        startsAt: start.toISOString(),
      },
    });
  });
  it('at once when that time has passed; none within 30 minutes of the appointment', () => {
    const now = new Date(start.getTime() - 3 * HOUR);
    expect(plan(now)?.runAt).toEqual(now);
    expect(plan(new Date(start.getTime() - 29 * 60_000))).toBeNull();
  });
});

describe('the text', () => {
  it('a short date in Zurich time, in English and German', () => {
    expect(smsDate(start, 'en')).toBe('Wed 25 Sep, 10:45');
    expect(smsDate(start, 'de')).toBe('Mi 25.09., 10:45');
    // Winter time: still the Zurich hour.
    expect(smsDate(new Date('2030-12-04T09:00:00Z'), 'en')).toBe('Wed 4 Dec, 10:00');
  });
  it('in the booking language and locale, with the link, in one segment', () => {
    const link = 'https://booking.example.ch/s/AbCdEfGhJkMn';
    const text = (language: 'en' | 'de', locale: string) =>
      smsReminderText(
        BUILT_IN_EMAIL_TEXTS,
        { language, locale, startsAt: start, snapshot: null },
        link,
        'Zürich Bellevue',
      );
    expect(text('en', 'en-ch')).toBe(
      `Reminder: your check-up Wed 25 Sep, 10:45, Zürich Bellevue. Move or cancel: ${link} Reply STOP to opt out.`,
    );
    expect(text('de', 'de-ch')).toContain('Ändern/absagen');
    expect(text('de', 'de-de')).toContain('Ändern/stornieren');
    for (const t of [text('en', 'en-ch'), text('de', 'de-ch'), text('de', 'de-de')])
      expect(smsSegments(t)).toBe(1);
  });
});

describe('smsSkipReason', () => {
  const job = {
    kind: 'sms-reminder' as const,
    reservationId: 'r1',
    revision: 0,
    startsAt: start.toISOString(),
  };
  const row = {
    status: 'confirmed' as const,
    startsAt: start,
    rescheduleCount: 0,
    smsReminder: true,
    personalData: { phone: '+41791234567' } as never,
  };
  const now = new Date(start.getTime() - 24 * HOUR);
  it('sends for a confirmed booking still at that time that wants it', () => {
    expect(smsSkipReason(job, row, now)).toBeNull();
  });
  it.each([
    ['not-confirmed', { status: 'cancelled' as const }],
    ['moved', { rescheduleCount: 1 }],
    ['moved', { startsAt: new Date(start.getTime() + HOUR) }],
    ['opted-out', { smsReminder: false }],
    ['no-phone', { personalData: { phone: null } as never }],
  ])('skips: %s', (reason, change) => {
    expect(smsSkipReason(job, { ...row, ...change }, now)).toBe(reason);
  });
  it('skips once the appointment has begun', () => {
    expect(smsSkipReason(job, row, new Date(start.getTime() + 1))).toBe('past');
  });
});
