/**
 * Must-show (docs/sms.md): the SMS reminder is a delayed job on the `sms` queue, on pg-boss's
 * TestClock. A booking that asked for one gets exactly one SMS at its time, in its language,
 * with a working short link, recorded in sms_messages; a booking that did not gets none; a
 * cancelled one gets none; a moved one gets it at the new time; a repeated run sends nothing
 * more; the manage switch and a STOP reply turn it off.
 */
import { eq } from 'drizzle-orm';
import { reservations, smsMessages } from '@/server/db/schema';
import { jobIdFor } from '@/server/jobs';
import { cancelByBooker } from '@/server/lifecycle';
import { phoneHash } from '@/server/privacy/blind-index';
import { smsPerson } from '@/test/booking';
import { setupQueueOnTestClock } from '@/test/queue-clock';
import { smsSegments } from 'schemas/src/sms';
import { setSmsProvider, type OutgoingSms } from './provider';
import { handleSmsJob, smsReminderKey } from './reminder';
import { resolveShortLink } from './short-link';
import { setSmsReminder, stopByPhone } from './opt-out';
import { smsSentPerPeriod } from './stats';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const {
  clock,
  t,
  jobState,
  runUntil,
  confirmed: confirmedBooking,
  moveTo,
} = setupQueueOnTestClock();
const sent: OutgoingSms[] = [];
const PHONE = '+41791234567';

beforeAll(() =>
  setSmsProvider({
    name: 'outbox',
    repliesStop: false,
    send: async (sms) => {
      sent.push(sms);
      return { id: `SM${sent.length}` };
    },
  }),
);
afterAll(() => setSmsProvider(null));

async function confirmed(
  startsAt: Date,
  options: { sms: boolean; language?: 'en' | 'de'; locale?: string; phone?: string | null },
) {
  const language = options.language ?? 'en';
  const locale = options.locale ?? `${language}-ch`;
  const phone = options.phone === undefined ? PHONE : options.phone;
  return confirmedBooking(startsAt, {
    smsReminder: options.sms,
    language,
    locale,
    phoneHash: phoneHash(phone),
    personalData: smsPerson(phone, language, locale),
  });
}

const smsRows = (reservationId: string) =>
  t.handle.db.select().from(smsMessages).where(eq(smsMessages.reservationId, reservationId));

describe('SMS reminder jobs', () => {
  it('one SMS at the set time with a working short link; none without, none when cancelled; a move moves it', async () => {
    const base = clock.now();
    const start = new Date(base + 10 * DAY);
    const withSms = await confirmed(start, { sms: true });
    const key0 = smsReminderKey(withSms.id, 0);
    // Settings' default: 24 hours before.
    expect(await jobState(key0)).toEqual({
      state: 'created',
      startAfter: new Date(start.getTime() - 24 * HOUR),
    });

    const without = await confirmed(new Date(base + 10 * DAY + HOUR), { sms: false });
    expect(await jobState(smsReminderKey(without.id, 0))).toBeNull();

    const cancelled = await confirmed(new Date(base + 9 * DAY), { sms: true });
    expect((await jobState(smsReminderKey(cancelled.id, 0)))?.state).toBe('created');
    const outcome = await cancelByBooker(
      cancelled.id,
      () => ({ ok: true, refundCents: 0, keptCents: 0 }),
      t.handle.db,
    );
    expect(outcome.ok).toBe(true);
    expect((await jobState(smsReminderKey(cancelled.id, 0)))?.state).toBe('cancelled');

    // Moved two days later: the reminder follows the new time.
    const newStart = new Date(start.getTime() + 2 * DAY);
    const moved = await moveTo(withSms, newStart);
    expect(moved.ok).toBe(true);
    const key1 = smsReminderKey(withSms.id, 1);
    expect((await jobState(key0))?.state).toBe('cancelled');
    expect(await jobState(key1)).toEqual({
      state: 'created',
      startAfter: new Date(newStart.getTime() - 24 * HOUR),
    });

    // The old time and the cancelled booking's time pass: nothing is sent.
    await runUntil(start.getTime() - 23 * HOUR);
    expect(sent).toHaveLength(0);

    // Just before the new time: still nothing; at it: exactly one, and not again later.
    await runUntil(newStart.getTime() - 24 * HOUR - 60_000);
    expect(sent).toHaveLength(0);
    await runUntil(newStart.getTime() - 23 * HOUR);
    await runUntil(newStart.getTime() - 12 * HOUR);
    expect(sent).toHaveLength(1);
    const [sms] = sent;
    expect(sms.to).toBe(PHONE);
    expect(sms.body).toMatch(/^Reminder: your check-up /);
    expect(smsSegments(sms.body)).toBe(1);
    expect(sms.body).not.toContain('token');
    expect((await jobState(key1))?.state).toBe('completed');

    // The short link opens this booking, and nothing else does.
    const code = /\/s\/([A-Za-z0-9]{12})\b/.exec(sms.body)?.[1];
    expect(code).toBeDefined();
    expect(await resolveShortLink(t.handle.db, code!, new Date())).toBe(withSms.id);
    const other = code!.slice(0, 11) + (code![11] === 'a' ? 'b' : 'a');
    expect(await resolveShortLink(t.handle.db, other, new Date())).toBeNull();
    expect(await resolveShortLink(t.handle.db, `${code}x`, new Date())).toBeNull();
    // It expires with the manage link (a day after the appointment ends).
    expect(
      await resolveShortLink(t.handle.db, code!, new Date(newStart.getTime() + 3 * DAY)),
    ).toBeNull();

    // Recorded once, without number or text; counted per day.
    const rows = await smsRows(withSms.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'reminder',
      revision: 1,
      provider: 'outbox',
      providerMessageId: 'SM1',
      segments: 1,
      encoding: 'gsm7',
    });
    expect(JSON.stringify(rows[0])).not.toContain('791234567');
    expect((await smsRows(cancelled.id)).length + (await smsRows(without.id)).length).toBe(0);
    const perDay = await smsSentPerPeriod(
      t.handle.db,
      new Date(Date.now() - DAY),
      new Date(Date.now() + DAY),
      'day',
    );
    expect(perDay.reduce((n, d) => n + d.sms, 0)).toBeGreaterThanOrEqual(1);

    // The job run again (pg-boss may run a job twice): nothing more goes out.
    await handleSmsJob(
      {
        id: jobIdFor(key1),
        data: {
          kind: 'sms-reminder',
          reservationId: withSms.id,
          revision: 1,
          startsAt: newStart.toISOString(),
        },
      },
      { db: t.handle.db },
    );
    expect(sent).toHaveLength(1);
    expect(await smsRows(withSms.id)).toHaveLength(1);
  }, 240_000);

  it('in German (Germany German on de-de); turned off by the manage switch or STOP before its time', async () => {
    sent.length = 0;
    const base = clock.now();
    await confirmed(new Date(base + 5 * DAY), {
      sms: true,
      language: 'de',
      locale: 'de-de',
      phone: '+491512345678',
    });
    const switchedOff = await confirmed(new Date(base + 5 * DAY + HOUR), { sms: true });
    const stopped = await confirmed(new Date(base + 5 * DAY + 2 * HOUR), {
      sms: true,
      phone: '+41790000001',
    });
    expect(
      await setSmsReminder(t.handle.db, switchedOff.id, false, new Date(clock.now()), 24),
    ).toBe(false);
    // STOP as the provider passes the sender: E.164, the way it was typed does not matter.
    expect(await stopByPhone(t.handle.db, '+41 79 000 00 01', new Date(clock.now()))).toBe(1);
    const [row] = await t.handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, stopped.id));
    expect(row).toMatchObject({ smsReminder: false, smsOptOutVia: 'stop' });

    await runUntil(base + 5 * DAY - 20 * HOUR);
    await runUntil(base + 5 * DAY - 10 * HOUR);
    expect(sent.map((s) => s.to)).toEqual(['+491512345678']);
    expect(sent[0].body).toMatch(/^Erinnerung: Check-up /);
    expect(sent[0].body).toContain('Ändern/stornieren'); // de-de's own text
    expect(smsSegments(sent[0].body)).toBe(1);
    expect(await smsRows(switchedOff.id)).toHaveLength(0);
    expect(await smsRows(stopped.id)).toHaveLength(0);

    // Turned on again from the manage page: a booking without a job gets one.
    const later = await confirmed(new Date(base + 8 * DAY), { sms: false });
    expect(await jobState(smsReminderKey(later.id, 0))).toBeNull();
    expect(await setSmsReminder(t.handle.db, later.id, true, new Date(clock.now()), 24)).toBe(true);
    expect((await jobState(smsReminderKey(later.id, 0)))?.state).toBe('created');
    // Without a phone number there is nothing to turn on.
    const noPhone = await confirmed(new Date(base + 8 * DAY + HOUR), { sms: false, phone: null });
    expect(await setSmsReminder(t.handle.db, noPhone.id, true, new Date(clock.now()), 24)).toBe(
      false,
    );
  }, 240_000);
});
