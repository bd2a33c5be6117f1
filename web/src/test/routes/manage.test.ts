/**
 * The manage-link routes (docs/manage-booking.md) against a fresh database, the seed content, the dev payment
 * provider and the job queue: the booking from its snapshot, reschedule (old slot free, new one
 * held, email with the same UID at SEQUENCE 1, staff told), cancel by policy (refund inside and
 * outside the free window, carried out once through the provider), a pending hold cancelled, a
 * two-person booking, and bad tokens (tampered, expired, foreign, other purpose) answering 401
 * booking-link-invalid and changing nothing.
 */
import { localSource, setContentSource } from '@/server/content/source';
import { eq } from 'drizzle-orm';
import type { ManagedBooking } from '@/contracts/booking-manage';
import { reservationDeps } from '@/server/deps';
import { getCatalog } from '@/server/content';
import { resendConfirmation } from '@/server/manage-link';
import { refunds, reservations } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { createReservation } from '@/server/hold-requests';
import { createReservationBodySchema } from '@/shared/reservation-input';
import { signToken, type TokenPurpose } from '@/server/tokens';
import { manageToken } from '@/server/tokens/manage';
import { routeApis, type TestApi } from '@/test/api';
import { payWithDevProvider } from '@/test/pay';
import { everyDayOpenDataset } from '@/server/staff/desk/__fixtures__/desk';
import {
  bookingRow,
  booker,
  clientIp,
  createBody,
  upcomingSlots,
  type PersonalDataRequest,
  type ReservationDataRequest,
} from '@/test/booking';
import { rowsOf, setupTestDb } from '@/test/db';
import * as cancelRoute from '@/pages/api/booking/cancel';
import * as manageRoute from '@/pages/api/booking/manage';
import * as rescheduleRoute from '@/pages/api/booking/reschedule';
import * as resendRoute from '@/pages/api/booking/resend';

const t = setupTestDb();
type SignOptions = { purpose?: TokenPurpose; expiresAt?: Date; secret?: string };
const CHECKUP = 'whole_body_scan_with_blood_test';
const HOUR = 3_600_000;
const { manage, reschedule, cancel, resend } = routeApis({
  manage: [manageRoute, '/api/booking/manage'],
  reschedule: [rescheduleRoute, '/api/booking/reschedule'],
  cancel: [cancelRoute, '/api/booking/cancel'],
  resend: [resendRoute, '/api/booking/resend'],
});
let slots: string[];
const used = new Set<string>();
const sent: OutgoingMail[] = [];

/** A free slot starting at least `minHours` (and at most `maxHours`) from now, each once. */
function slotBetween(minHours: number, maxHours = 24 * 80): string {
  const now = Date.now();
  const s = slots.find((x) => {
    const ms = new Date(x).getTime() - now;
    return !used.has(x) && ms >= minHours * HOUR && ms <= maxHours * HOUR;
  });
  if (!s) throw new Error(`no slot between ${minHours} and ${maxHours} hours`);
  // Neighbours overlap (a booking lasts longer than the slot step): none within 2 hours again (a booking lasts 90 minutes).
  const at = new Date(s).getTime();
  for (const x of slots) if (Math.abs(new Date(x).getTime() - at) < 2 * HOUR) used.add(x);
  return s;
}

// Zurich Bellevue open every day, so the late-window tests find a free slot 25-47 h ahead on
// whatever day the suite runs (the seed closes on Saturday afternoon, Sunday and holidays).
beforeAll(async () => {
  setContentSource(localSource(everyDayOpenDataset()));
  delete process.env.STRIPE_SECRET_KEY;
  setMailer({ send: async (mail) => void sent.push(mail) });
  process.env.STAFF_WEBHOOK_URL = '';
  slots = await upcomingSlots({ locationSlug: 'zurich_bellevue', checkupSlug: CHECKUP }, 60, {
    window: 'any',
  });
});
afterAll(async () => {
  await jobsSettled();
  setContentSource(null);
  setMailer(null);
});

it('reads a dataset open every day (so a slot 25-47 h ahead always exists)', () => {
  expect(slots.some((x) => new Date(x).getUTCDay() === 0)).toBe(true);
});

/** Moves the booking time two hours back: the free cancellation after booking is over. */
async function bookedAgo<T extends { row: { id: string } }>(b: T): Promise<T> {
  await t.db
    .update(reservations)
    .set({ createdAt: new Date(Date.now() - 2 * HOUR) })
    .where(eq(reservations.id, b.row.id));
  return b;
}

const row = (id: string) => bookingRow(t.db, id);

/** Overrides of the reservation data, and in `person` of the booker's personal data. */
type BookingOverrides = Partial<ReservationDataRequest> & { person?: Partial<PersonalDataRequest> };

/** Books through the reservation service and pays with the dev provider (deposit or full). */
async function bookAndPay(
  start: string,
  option: 'deposit' | 'full' | 'none' = 'full',
  { person: personOverrides, ...extra }: BookingOverrides = {},
) {
  const person = booker({ language: 'en', localization: 'en-ch', ...personOverrides });
  const body = createBody({ timeSlotStart: start, personalData: person, ...extra });
  const created = await createReservation(
    // Late slots are booked with their terms accepted, as the summary step asks (docs/decisions/0008-booking-policy-shared-and-grace.md).
    createReservationBodySchema.parse({ ...body, acceptLateCancellation: true }),
    await reservationDeps({ fresh: true }),
  );
  const r = await row(created.id);
  if (option !== 'none') await payWithDevProvider(r, option);
  const paid = await row(created.id);
  return {
    row: paid,
    email: person.email,
    token: manageToken({ reservationId: paid.id, email: person.email, end: paid.endsAt }),
  };
}

/** The staff messages the queue carried for a reservation (the staff channel's jobs). */
async function staffJobs(reservationId: string): Promise<Record<string, unknown>[]> {
  const result = await t.jobs.boss
    .getDb()
    .executeSql(
      `select data from ${t.handle.jobsSchema}.job where name = 'staff' and data->>'reservationId' = $1`,
      [reservationId],
    );
  return rowsOf<{ data: Record<string, unknown> }>(result).map((r) => r.data);
}

type Answer = { booking: ManagedBooking; refundCents?: number; error?: string };
const post = (api: TestApi, body: unknown) => api.post<Answer>(body, clientIp());

/** The icalendar attachment of a sent mail. */
const icsOf = (mail: OutgoingMail) =>
  mail.attachments?.find((a) => a.filename.endsWith('.ics'))?.content ?? '';

describe('POST /api/booking/manage', () => {
  it('answers the booking from its snapshot, with the policy and calendar links', async () => {
    const b = await bookAndPay(slotBetween(24 * 5));
    const res = await post(manage, { token: b.token });
    expect(res.status).toBe(200);
    const booking = res.body.booking;
    expect(booking).toMatchObject({
      reference: b.row.name,
      status: 'confirmed',
      language: 'en',
      checkup: { slug: CHECKUP },
      location: { slug: 'zurich_bellevue' },
      amounts: { totalCents: b.row.totalCents, paidCents: b.row.totalCents, balanceCents: 0 },
      policy: {
        reschedule: { allowed: true, remainingAfter: 1 },
        cancel: { allowed: true, free: true, refundCents: b.row.totalCents, keptCents: 0 },
      },
    });
    expect(booking.amounts.lines.length).toBeGreaterThan(0);
    expect(booking.calendar.ics).toContain(`UID:${b.row.id}@checkup-booking`);
    expect(booking.calendar.ics).toContain('SEQUENCE:0');
    expect(booking.rescheduleLocations.map((l) => l.slug)).toContain('zurich_bellevue');
    // Nothing personal beyond names in the answer: no email.
    expect(JSON.stringify(booking)).not.toContain(b.email);
  });
});

describe('bad tokens answer 401 booking-link-invalid and change nothing', () => {
  it('tampered, expired, foreign, another purpose, another secret, junk', async () => {
    const a = await bookAndPay(slotBetween(24 * 5));
    const other = await bookAndPay(slotBetween(24 * 5));
    const [v, sealed] = a.token.split('.');
    const flip = (s: string, at: number) =>
      `${s.slice(0, at)}${s[at] === 'A' ? 'B' : 'A'}${s.slice(at + 1)}`;
    /** A token for `reservationId` and `email`, valid a day unless said otherwise. */
    const sign = (
      reservationId: string,
      email: string,
      {
        purpose = 'manage',
        expiresAt = new Date(Date.now() + 86_400_000),
        secret,
      }: SignOptions = {},
    ) => signToken(purpose, { reservationId, email }, expiresAt, secret);
    const bad = {
      tampered: `${v}.${flip(sealed, 10)}`,
      tamperedTail: `${v}.${flip(sealed, sealed.length - 2)}`,
      expired: sign(a.row.id, a.email, { expiresAt: new Date(Date.now() - 1000) }),
      // Signed for this reservation but another person's email (e.g. a forwarded link's owner changed).
      foreignEmail: sign(a.row.id, other.email),
      // Another booking's token names another reservation; this one's id with its email is not it.
      foreignReservation: sign(other.row.id, a.email),
      paymentPurpose: sign(a.row.id, a.email, { purpose: 'payment' }),
      otherSecret: sign(a.row.id, a.email, { secret: 'z'.repeat(40) }),
      junk: 'not-a-token',
    };
    await jobsSettled();
    const before = await row(a.row.id);
    const mailsBefore = sent.length;
    const newStart = slotBetween(24 * 6);
    for (const [name, token] of Object.entries(bad)) {
      for (const [api, body] of [
        [manage, { token }],
        [reschedule, { token, timeSlotStart: newStart }],
        [cancel, { token }],
        [resend, { token }],
      ] as const) {
        const res = await post(api, body);
        expect({ name, url: api.url, status: res.status, body: res.body }).toEqual({
          name,
          url: api.url,
          status: 401,
          body: { error: 'booking-link-invalid' },
        });
      }
    }
    await jobsSettled();
    expect(await row(a.row.id)).toEqual(before);
    expect(sent.length).toBe(mailsBefore);
    // The good token still works.
    expect((await post(manage, { token: a.token })).status).toBe(200);
  });

  it('a malformed body is a client mistake (400), not a 500', async () => {
    expect((await post(manage, { token: 'x'.repeat(3000) })).status).toBe(400);
    expect((await post(reschedule, { token: 'abc', timeSlotStart: 'tomorrow' })).status).toBe(400);
    expect((await post(cancel, {})).status).toBe(400);
  });
});

describe('POST /api/booking/reschedule', () => {
  it('moves the booking atomically: old slot free, new one held, same UID at SEQUENCE 1, staff told', async () => {
    const oldStart = slotBetween(24 * 5);
    const b = await bookAndPay(oldStart, 'deposit');
    const newStart = slotBetween(24 * 9);
    sent.length = 0;
    const res = await post(reschedule, { token: b.token, timeSlotStart: newStart });
    expect(res.status).toBe(200);
    expect(new Date(res.body.booking.start).getTime()).toBe(new Date(newStart).getTime());
    expect(res.body.booking.policy.reschedule).toMatchObject({ allowed: true, remainingAfter: 0 });
    const moved = await row(b.row.id);
    expect(moved).toMatchObject({
      status: 'confirmed',
      rescheduleCount: 1,
      paidCents: b.row.paidCents,
      totalCents: b.row.totalCents,
    });
    expect(moved.startsAt.getTime()).toBe(new Date(newStart).getTime());
    // Never charged again: the frozen price and payment stay.
    expect(moved.snapshot!.totalCents).toBe(b.row.snapshot!.totalCents);

    await jobsSettled();
    const mail = sent.find((m) => m.subject.includes('moved'));
    expect(mail).toBeDefined();
    expect(icsOf(mail!)).toContain(`UID:${b.row.id}@checkup-booking`);
    expect(icsOf(mail!)).toContain('SEQUENCE:1');
    expect(mail!.html).toContain('/en-ch/booking?token=');
    // The terms restated count the moves left: one of the two (remainingAfter 0 after the next).
    expect(mail!.text).toMatch(/You can move the appointment online until .+; moves left: 1\./);
    expect(await staffJobs(b.row.id)).toContainEqual(
      expect.objectContaining({
        event: 'reservation-rescheduled',
        reservationName: b.row.name,
        previousStartsAt: new Date(oldStart).toISOString(),
        startsAt: new Date(newStart).toISOString(),
      }),
    );

    // The old slot is bookable again: another booker takes it in every room... at least one.
    const again = await bookAndPay(oldStart, 'none');
    expect(again.row.status).toBe('pending');
    // The old token still opens the booking (it names the reservation, not the time).
    expect((await post(manage, { token: b.token })).status).toBe(200);
  });

  it('refuses a taken slot with 409 and changes nothing', async () => {
    const b = await bookAndPay(slotBetween(24 * 5));
    const taken = slotBetween(24 * 12);
    // Every room at that time taken by others.
    for (let i = 0; i < 3; i++) await bookAndPay(taken, 'full');
    const before = await row(b.row.id);
    const res = await post(reschedule, { token: b.token, timeSlotStart: taken });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    expect(await row(b.row.id)).toEqual(before);
  });

  it('refuses by policy: the limit, an unpaid hold, a location without the check-up', async () => {
    const b = await bookAndPay(slotBetween(24 * 5));
    await t.db
      .update(reservations)
      .set({ rescheduleCount: 2 })
      .where(eq(reservations.id, b.row.id));
    const res = await post(reschedule, { token: b.token, timeSlotStart: slotBetween(24 * 14) });
    expect(res).toMatchObject({ status: 409, body: { error: 'booking-reschedule-limit-reached' } });

    const pending = await bookAndPay(slotBetween(24 * 5), 'none');
    const res2 = await post(reschedule, {
      token: pending.token,
      timeSlotStart: slotBetween(24 * 15),
    });
    expect(res2).toMatchObject({ status: 409, body: { error: 'booking-reschedule-unpaid' } });

    const c = await bookAndPay(slotBetween(24 * 5));
    const res3 = await post(reschedule, {
      token: c.token,
      timeSlotStart: slotBetween(24 * 16),
      locationSlug: 'no_such_place',
    });
    expect(res3).toMatchObject({ status: 400, body: { error: 'location-does-not-offer-checkup' } });
  });

  it('refuses inside the reschedule window (48 h) but outside minimum notice', async () => {
    const b = await bookAndPay(slotBetween(25, 47));
    const res = await post(reschedule, { token: b.token, timeSlotStart: slotBetween(24 * 17) });
    expect(res).toMatchObject({ status: 409, body: { error: 'booking-reschedule-window-closed' } });
  });
});

describe('POST /api/booking/cancel', () => {
  it('inside the free window refunds everything paid, once, and frees the slot', async () => {
    const start = slotBetween(24 * 5);
    const b = await bookAndPay(start, 'full');
    sent.length = 0;
    const res = await post(cancel, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.refundCents).toBe(b.row.paidCents);
    expect(res.body.booking.status).toBe('cancelled');
    await jobsSettled();
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.reservationId, b.row.id));
    expect(refund).toMatchObject({
      amountCents: b.row.paidCents,
      keptCents: 0,
      status: 'succeeded',
      provider: 'dev',
    });
    expect(refund.providerRefundId).toMatch(/^re_dev_/);
    const intent = await t.db.execute(
      `select refunded_cents from dev_payment_intents where id = '${b.row.paymentIntentId}'` as never,
    );
    expect(
      Number((intent as unknown as { rows: { refunded_cents: string }[] }).rows[0].refunded_cents),
    ).toBe(b.row.paidCents);
    const mail = sent.find((m) => m.subject.includes('cancelled'));
    expect(icsOf(mail!)).toContain('METHOD:CANCEL');
    expect(mail!.attachments![0].contentType).toContain('method=CANCEL');
    expect(await staffJobs(b.row.id)).toContainEqual(
      expect.objectContaining({
        event: 'reservation-cancelled',
        reservationName: b.row.name,
        refunded: b.row.paidCents / 100,
      }),
    );
    // A second cancel changes nothing and refunds nothing more.
    const again = await post(cancel, { token: b.token });
    expect(again).toMatchObject({ status: 409, body: { error: 'booking-not-active' } });
    // Nor can it move any more, to its own slot or another  (not 400).
    for (const timeSlotStart of [start, slotBetween(24 * 20)])
      expect(await post(reschedule, { token: b.token, timeSlotStart })).toMatchObject({
        status: 409,
        body: { error: 'booking-not-active' },
      });
    // The slot is free again.
    const next = await bookAndPay(start, 'none');
    expect(next.row.status).toBe('pending');
  });

  it('within the minutes after booking, a slot inside the window cancels free of charge (docs/decisions/0008-booking-policy-shared-and-grace.md)', async () => {
    const b = await bookAndPay(slotBetween(25, 47), 'full');
    const view = await post(manage, { token: b.token });
    expect(view.body.booking.policy.cancel).toMatchObject({
      allowed: true,
      free: true,
      keptCents: 0,
    });
    const res = await post(cancel, { token: b.token });
    expect(res.body.refundCents).toBe(b.row.paidCents);
  });

  it('outside the free window keeps the deposit and refunds the rest', async () => {
    const b = await bookedAgo(await bookAndPay(slotBetween(25, 47), 'full'));
    const deposit = b.row.snapshot!.depositCents;
    const view = await post(manage, { token: b.token });
    expect(view.body.booking.policy.cancel).toMatchObject({
      allowed: true,
      free: false,
      keptCents: deposit,
      refundCents: b.row.paidCents - deposit,
    });
    const res = await post(cancel, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.refundCents).toBe(b.row.paidCents - deposit);
    await jobsSettled();
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.reservationId, b.row.id));
    expect(refund).toMatchObject({
      amountCents: b.row.paidCents - deposit,
      keptCents: deposit,
      status: 'succeeded',
    });
  });

  it('a late cancellation of a deposit-only booking refunds nothing (no refund job)', async () => {
    const b = await bookedAgo(await bookAndPay(slotBetween(25, 47), 'deposit'));
    const res = await post(cancel, { token: b.token });
    expect(res.body.refundCents).toBe(0);
    await jobsSettled();
    expect(await t.db.select().from(refunds).where(eq(refunds.reservationId, b.row.id))).toEqual(
      [],
    );
  });

  it('a pending (unpaid) hold can be cancelled and frees its slot at once', async () => {
    const start = slotBetween(24 * 5);
    const b = await bookAndPay(start, 'none');
    const res = await post(cancel, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.refundCents).toBe(0);
    expect((await row(b.row.id)).status).toBe('cancelled');
  });

  it('resend: a confirmed booking gets its confirmation again; a cancelled one is refused', async () => {
    const b = await bookAndPay(slotBetween(24 * 5));
    await jobsSettled();
    sent.length = 0;
    const first = await post(resend, { token: b.token });
    expect(first).toMatchObject({ status: 200, body: { ok: true, sent: true } });
    // A second click in the same minute sends nothing and says so, with the next time (docs/manage-booking.md).
    const again = await post(resend, { token: b.token });
    expect(again).toMatchObject({ status: 200, body: { ok: true, sent: false } });
    const nextAt = new Date((again.body as unknown as { nextAt: string }).nextAt).getTime();
    expect(nextAt).toBeGreaterThan(Date.now());
    expect(nextAt - Date.now()).toBeLessThanOrEqual(60_000);
    await jobsSettled();
    expect(sent.filter((m) => m.subject.includes('booked'))).toHaveLength(1);
    expect(sent[0].html).toContain('/en-ch/booking?token=');
    await post(cancel, { token: b.token });
    expect((await post(resend, { token: b.token })).body).toEqual({ error: 'booking-not-active' });
  });

  it('resend: two clicks across a minute boundary still send one email', async () => {
    const b = await bookAndPay(slotBetween(24 * 5));
    const catalog = await getCatalog();
    const boundary = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    const at = (ms: number) => ({ db: t.db, catalog, now: new Date(ms) });
    const first = await resendConfirmation(b.token, at(boundary - 100));
    const second = await resendConfirmation(b.token, at(boundary + 100));
    expect(first.sent).toBe(true);
    expect(second).toEqual({ sent: false, nextAt: new Date(boundary - 100 + 60_000) });
    expect((await resendConfirmation(b.token, at(boundary - 100 + 60_000))).sent).toBe(true);
  });

  it("two-person booking: each manages their own; the booker cancelling keeps the partner's appointment and share", async () => {
    const partnerEmail = `ben.${Date.now()}@example.com`;
    const b = await bookAndPay(slotBetween(24 * 5), 'full', {
      personalDataPartner: { firstName: 'Ben', lastName: 'Partner', email: partnerEmail },
    });
    expect(b.row.isPartnerBooking).toBe(true);
    // The partner books their own slot (prepaid check-up, nothing due: confirmed at once).
    const own = await bookAndPay(slotBetween(24 * 5), 'none', {
      reservationIdPartner: b.row.id,
      person: { firstName: 'Ben', lastName: 'Partner', email: partnerEmail },
    });
    expect(own.row.status).toBe('confirmed');
    const ownView = await post(manage, { token: own.token });
    expect(ownView.body.booking).toMatchObject({ isPartnersOwn: true, reference: own.row.name });
    // The booker's token does not open the partner's reservation, nor the other way round.
    const cross = signToken(
      'manage',
      { reservationId: own.row.id, email: b.email },
      new Date(Date.now() + 86_400_000),
    );
    expect((await post(manage, { token: cross })).status).toBe(401);

    const share = b.row.snapshot!.items.find((i) => i.kind === 'package')!.amountCents - 249000;
    expect(share).toBeGreaterThan(0);
    // The manage page states the share before the booker confirms (policy.cancel.retainedCents).
    const bookerView = await post(manage, { token: b.token });
    expect(bookerView.body.booking.policy.cancel).toMatchObject({
      allowed: true,
      retainedCents: share,
      refundCents: b.row.paidCents - share,
    });
    sent.length = 0;
    const res = await post(cancel, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.refundCents).toBe(b.row.paidCents - share);
    expect((await row(own.row.id)).status).toBe('confirmed');
    await jobsSettled();
    const notice = sent.find((m) => m.to === partnerEmail && m.subject.includes('cancelled'));
    expect(notice?.text).toContain('Your appointment stays booked');
    // The booker's cancellation email accounts for every franc: refunded + retained = paid.
    const own_ = sent.find((m) => m.to === b.email && m.subject.includes('cancelled'));
    expect(own_?.text).toContain(
      "Kept for your partner's appointment, which stays booked: CHF 1’990",
    );
  });
});
