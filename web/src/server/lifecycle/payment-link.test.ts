/**
 * the "complete your payment" email waits until the visitor has left without
 * paying; a payment that succeeds meanwhile drops it, so a declined card followed by a good one
 * sends the confirmation only.
 */
import { jobsSettled } from '@/server/jobs/settled';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { buildBooking } from '@/test/booking';
import { queuedJob, setupTestDb } from '@/test/db';
import {
  announcePaymentFailed,
  eventKeys,
  paymentLinkDelayMs,
  paymentLinkSendAt,
} from './announcements';
import { confirmReservation } from './transitions';

const t = setupTestDb();
const sent: OutgoingMail[] = [];
beforeAll(() => setMailer({ send: async (mail) => void sent.push(mail) }));
afterAll(() => setMailer(null));

const paymentLinkJob = (id: string) => queuedJob(t, eventKeys.paymentLink(id));

const MIN = 60_000;
const now = new Date('2030-01-07T09:00:00Z');

describe('when the payment link is sent', () => {
  it('waits the delay (10 minutes unless PAYMENT_LINK_DELAY_SECONDS says otherwise)', () => {
    expect(paymentLinkDelayMs({})).toBe(10 * MIN);
    expect(paymentLinkDelayMs({ PAYMENT_LINK_DELAY_SECONDS: '15' })).toBe(15_000);
    expect(paymentLinkDelayMs({ PAYMENT_LINK_DELAY_SECONDS: 'soon' })).toBe(10 * MIN);
    const hold = new Date(now.getTime() + 30 * MIN);
    expect(paymentLinkSendAt(hold, now, 10 * MIN)).toEqual(new Date(now.getTime() + 10 * MIN));
    expect(paymentLinkSendAt(null, now, 10 * MIN)).toEqual(new Date(now.getTime() + 10 * MIN));
  });

  it('goes out before the hold ends, never in the past', () => {
    const soon = new Date(now.getTime() + 8 * MIN);
    expect(paymentLinkSendAt(soon, now, 10 * MIN)).toEqual(new Date(now.getTime() + 3 * MIN));
    const almost = new Date(now.getTime() + 2 * MIN);
    expect(paymentLinkSendAt(almost, now, 10 * MIN)).toEqual(now);
  });
});

describe('a declined card, then a good one', () => {
  it('schedules the link for later and drops it when the booking is paid', async () => {
    const r = await buildBooking(t.db, {
      holdExpiresAt: new Date(Date.now() + 30 * MIN),
    });
    const failedAt = new Date();
    expect(await t.db.transaction((tx) => announcePaymentFailed(tx, r, failedAt))).toBe(true);
    const waiting = await paymentLinkJob(r.id);
    expect(waiting.state).toBe('created');
    expect(new Date(waiting.start_after).getTime()).toBeGreaterThanOrEqual(
      failedAt.getTime() + paymentLinkDelayMs() - 1000,
    );

    const paid = {
      paidCents: 30000,
      balanceDueCents: r.totalCents - 30000,
      paymentIntentId: null,
      provider: 'dev',
    };
    expect(await confirmReservation(r.id, paid, t.db)).toMatchObject({ ok: true, changed: true });
    expect((await paymentLinkJob(r.id)).state).toBe('cancelled');
    await jobsSettled();
    const mine = sent.filter((m) => m.subject.includes(`(${r.name})`) || m.text.includes(r.name));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => !/payment\?reservationId=/.test(m.text))).toBe(true);
  });

  it('sends the link once the delay is over and the booking is still unpaid', async () => {
    const r = await buildBooking(t.db, {
      holdExpiresAt: new Date(Date.now() + 30 * MIN),
    });
    // Failed long enough ago that the delay is over now.
    await t.db.transaction((tx) =>
      announcePaymentFailed(tx, r, new Date(Date.now() - paymentLinkDelayMs() - MIN)),
    );
    await jobsSettled();
    expect((await paymentLinkJob(r.id)).state).toBe('completed');
    expect(sent.some((m) => m.text.includes(`reservationId=${r.id}`))).toBe(true);
  });
});
