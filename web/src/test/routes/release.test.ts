/**
 * Integration: POST /api/reservation/release (and the `releases` of a create) over real HTTP,
 * seed content, dev payment provider, fresh database. Bern has two rooms: two holds fill a
 * slot, so "the last free room" is easy to reach.
 */
import { eq, sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import * as releaseRoute from '@/pages/api/reservation/release';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import * as devPayRoute from '@/pages/api/payment/dev-pay';
import { reservations } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import { devPaymentIntents } from '@/server/payments/dev';
import { confirmReservation } from '@/server/lifecycle';
import { startApi, type TestApi } from '@/test/api';
import {
  booker,
  bookingPerson,
  buildBooking,
  clientIp,
  createBody,
  invalidBody,
  upcomingSlots,
  type ReservationDataRequest,
} from '@/test/booking';
import { setupTestDb } from '@/test/db';

const t = setupTestDb();
/** Partner bookings at Zurich, where the partner's own booking can add a paid bone scan. */
const PARTNER_CHECKUP = 'whole_body_scan_with_blood_test';
let create: TestApi;
let release: TestApi;
let createIntent: TestApi;
let devPay: TestApi;
let slots: string[];
let zurichSlots: string[];
let next = 0;
/** A fresh slot per call, hours apart, so that tests never share a room's time. */
const slot = () => {
  const s = slots[next++];
  if (!s) throw new Error('test ran out of slots');
  return s;
};

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STAFF_WEBHOOK_URL;
  create = await startApi(createRoute, '/api/reservation/create');
  release = await startApi(releaseRoute, '/api/reservation/release');
  createIntent = await startApi(createIntentRoute, '/api/payment/create-intent');
  devPay = await startApi(devPayRoute, '/api/payment/dev-pay');
  slots = (
    await upcomingSlots({ locationSlug: 'bern', checkupSlug: 'whole_body_scan_with_blood_test' })
  ).filter((s) => ['08:00', '12:00', '15:00'].includes(s.slice(11, 16)));
  zurichSlots = (
    await upcomingSlots({
      locationSlug: 'zurich_bellevue',
      checkupSlug: PARTNER_CHECKUP,
      services: ['dxa'],
    })
  ).filter((s) => ['08:00', '11:00', '14:00'].includes(s.slice(11, 16)));
});
afterAll(async () => {
  await jobsSettled();
  await Promise.all([create, release, createIntent, devPay].map((api) => api.close()));
});

type Created = { reservation: { id: string; name: string }; error?: string };
type Hold = { id: string; email: string };

async function reserve(start: string, extra: Partial<ReservationDataRequest> = {}) {
  const personalData = booker({ email: `Rita.${next}.${Date.now()}@Example.com` });
  const res = await create.post<Created>(
    createBody({
      timeSlotStart: start,
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan_with_blood_test',
      personalData,
      ...extra,
    }),
    clientIp(),
  );
  return { res, email: personalData.email };
}

/** Both Bern rooms of a fresh slot held; the first hold is "ours". */
async function fullSlot(): Promise<{ start: string; ours: Hold }> {
  const start = slot();
  const first = await reserve(start);
  expect(first.res.status).toBe(201);
  expect((await reserve(start)).res.status).toBe(201);
  expect((await reserve(start)).res).toMatchObject({
    status: 409,
    body: { error: 'reserve-timeslot-error-already-booked' },
  });
  return { start, ours: { id: first.res.body.reservation.id, email: first.email } };
}

async function status(id: string): Promise<string> {
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  return row.status;
}

const post = (body: unknown) =>
  release.post<{ released?: boolean; error?: string }>(body, clientIp());
const paid = { paidCents: 548000, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' };

describe('POST /api/reservation/release', () => {
  it('cancels the hold and frees its room: a new create for the same last room succeeds', async () => {
    const { start, ours } = await fullSlot();
    // the email in any case, as the booker typed it
    const res = await post({ reservationId: ours.id, email: ours.email.toUpperCase() });
    expect(res).toMatchObject({ status: 200, body: { released: true } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await status(ours.id)).toBe('cancelled');
    expect((await reserve(start)).res.status).toBe(201);
  });

  it('answers released:false the second time (idempotent) and for a lapsed hold', async () => {
    const { ours } = await fullSlot();
    expect(await post({ reservationId: ours.id, email: ours.email })).toMatchObject({
      status: 200,
      body: { released: true },
    });
    expect(await post({ reservationId: ours.id, email: ours.email })).toMatchObject({
      status: 200,
      body: { released: false },
    });

    const lapsed = await reserve(slot());
    const id = lapsed.res.body.reservation.id;
    await t.db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 second' where id = ${id}`,
    );
    expect(await post({ reservationId: id, email: lapsed.email })).toMatchObject({
      status: 200,
      body: { released: false },
    });
    expect(await status(id)).toBe('pending'); // left as it was: it holds nothing
  });

  it('answers 404 for another email or an unknown id, the same way, and changes nothing', async () => {
    const { start, ours } = await fullSlot();
    const wrong = await post({ reservationId: ours.id, email: 'eve@example.com' });
    const unknown = await post({
      reservationId: '00000000-0000-4000-8000-000000000000',
      email: ours.email,
    });
    const notUuid = await post({ reservationId: 'not-a-uuid', email: ours.email });
    for (const res of [wrong, unknown, notUuid])
      expect(res).toMatchObject({ status: 404, body: { error: 'unpaid-reservation-not-found' } });
    expect(await status(ours.id)).toBe('pending');
    expect((await reserve(start)).res.status).toBe(409);
  });

  it('answers 409 for a paid reservation and changes nothing', async () => {
    const { start, ours } = await fullSlot();
    await confirmReservation(ours.id, paid, t.db);
    expect(await post({ reservationId: ours.id, email: ours.email })).toMatchObject({
      status: 409,
      body: { error: 'unpaid-reservation-already-confirmed' },
    });
    expect(await status(ours.id)).toBe('confirmed');
    expect((await reserve(start)).res.status).toBe(409);
  });

  it('answers 409 while a payment is processing or succeeded but not settled yet', async () => {
    const { ours } = await fullSlot();
    const intent = await createIntent.post<{ clientSecret: string }>(
      { reservationId: ours.id, email: ours.email, option: 'full' },
      clientIp(),
    );
    expect(intent.status).toBe(200);
    const intentId = intent.body.clientSecret.split('_secret_')[0];
    const setIntent = (s: string) =>
      t.db.update(devPaymentIntents).set({ status: s }).where(eq(devPaymentIntents.id, intentId));

    await setIntent('processing');
    expect(await post({ reservationId: ours.id, email: ours.email })).toMatchObject({
      status: 409,
      body: { error: 'payment-processing' },
    });
    await setIntent('succeeded');
    expect(await post({ reservationId: ours.id, email: ours.email })).toMatchObject({
      status: 409,
      body: { error: 'unpaid-reservation-already-confirmed' },
    });
    expect(await status(ours.id)).toBe('pending');
    // a declined card does not keep the hold
    await setIntent('failed');
    expect(await post({ reservationId: ours.id, email: ours.email })).toMatchObject({
      status: 200,
      body: { released: true },
    });
  });

  it('a payment made after the release is refunded, the reservation stays cancelled', async () => {
    const { ours } = await fullSlot();
    const intent = await createIntent.post<{ clientSecret: string }>(
      { reservationId: ours.id, email: ours.email, option: 'deposit' },
      clientIp(),
    );
    expect((await post({ reservationId: ours.id, email: ours.email })).body).toEqual({
      released: true,
    });
    const pay = await devPay.post<{ redirectStatus: string }>(
      { clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
      clientIp(),
    );
    expect(pay.status).toBe(200);
    expect(await status(ours.id)).toBe('cancelled');
    const [row] = await t.db
      .select()
      .from(devPaymentIntents)
      .where(eq(devPaymentIntents.id, intent.body.clientSecret.split('_secret_')[0]));
    expect(row).toMatchObject({ status: 'succeeded', refundId: expect.stringMatching(/^re_dev_/) });
  });

  it('answers 400 invalid-request for bad input and 405 for other methods', async () => {
    for (const body of [
      {},
      { reservationId: '00000000-0000-4000-8000-000000000000' },
      { email: 'a@example.com' },
      { reservationId: '', email: 'a@example.com' },
      { reservationId: 5, email: 'a@example.com' },
      [],
    ]) {
      expect(await post(body)).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    }
    const malformed = await release.request({
      method: 'POST',
      body: '{"reservationId":',
      headers: clientIp(),
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    const get = await release.get({ reservationId: 'x', email: 'y' }, clientIp());
    expect(get).toMatchObject({ status: 405, body: { error: 'method-not-allowed' } });
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('is rate-limited per client like the other lookups', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.61' };
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await release.post({ reservationId: 'x', email: 'y@example.com' }, ip)).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('partner bookings', () => {
  let z = 0;
  const zurichSlot = () => zurichSlots[z++];
  const atZurich = (extra: Partial<ReservationDataRequest>) =>
    reserve(zurichSlot(), {
      locationSlug: 'zurich_bellevue',
      checkupSlug: PARTNER_CHECKUP,
      ...extra,
    });

  async function confirmedPartnerBooking(partnerEmail: string) {
    const booking = await atZurich({
      personalDataPartner: { firstName: 'Ben', lastName: 'Partner', email: partnerEmail },
    });
    expect(booking.res.status).toBe(201);
    await confirmReservation(booking.res.body.reservation.id, paid, t.db);
    return booking.res.body.reservation.id;
  }
  // a paid add-on, so that the partner's own booking is a pending hold (not confirmed at once)
  const partnerOwn = (bookingId: string, email: string) =>
    atZurich({
      reservationIdPartner: bookingId,
      services: ['dxa'],
      personalData: booker({ email }),
    });

  it("releases the partner's own pending hold; the paid partner booking stays", async () => {
    const bookingId = await confirmedPartnerBooking('ben.release@example.com');
    const own = await partnerOwn(bookingId, 'Ben.Release@example.com');
    expect(own.res.status).toBe(201);
    const ownId = own.res.body.reservation.id;
    expect(await status(ownId)).toBe('pending');
    // the paid partner booking itself is never released
    expect(
      await post({ reservationId: bookingId, email: 'ben.release@example.com' }),
    ).toMatchObject({ status: 404 });
    expect(await post({ reservationId: ownId, email: 'ben.release@example.com' })).toMatchObject({
      status: 200,
      body: { released: true },
    });
    expect(await status(ownId)).toBe('cancelled');
    expect(await status(bookingId)).toBe('confirmed');
    // the partner may book again
    expect((await partnerOwn(bookingId, 'ben.release@example.com')).res.status).toBe(201);
  });

  it('refuses (409) a hold that a partner reservation belongs to', async () => {
    const booking = await atZurich({
      personalDataPartner: { firstName: 'Ben', lastName: 'P', email: 'ben.guard@example.com' },
    });
    const bookingId = booking.res.body.reservation.id;
    // Not reachable through create (the partner needs a confirmed booking): written directly,
    // Ben's own pending hold at Zurich that belongs to the booking.
    const start = new Date(zurichSlot());
    await buildBooking(t.db, {
      status: 'pending',
      locationSlug: 'zurich_bellevue',
      checkupSlug: PARTNER_CHECKUP,
      services: [],
      startsAt: start,
      minutes: 90,
      person: bookingPerson({ firstName: 'Ben', lastName: 'P', email: 'ben.guard@example.com' }),
      partnerOfReservationId: bookingId,
    });
    expect(await post({ reservationId: bookingId, email: booking.email })).toMatchObject({
      status: 409,
      body: { error: 'partner-reservation-already-booked' },
    });
    expect(await status(bookingId)).toBe('pending');
  });
});

describe('POST /api/reservation/create with releases', () => {
  it('releases the booker own earlier hold first, so the same last room can be taken again', async () => {
    const { start, ours } = await fullSlot();
    const again = await reserve(start, {});
    expect(again.res.status).toBe(409);
    const body = createBody({
      timeSlotStart: start,
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan_with_blood_test',
      personalData: booker({ email: 'rita.fixed@example.com' }),
      discountCode: null,
    });
    const res = await create.post<Created>(
      { ...body, releases: [{ reservationId: ours.id, email: ours.email }] },
      clientIp(),
    );
    expect(res.status).toBe(201);
    expect(await status(ours.id)).toBe('cancelled');
  });

  it('keeps the superseded hold’s later end (a waitlist offer’s promise), and create-intent answers the end', async () => {
    const start = slot();
    const first = await reserve(start);
    expect(first.res.status).toBe(201);
    const offered = first.res.body.reservation.id;
    // The offer's hold was promised for 40 minutes, longer than a new hold's 10.
    await t.db.execute(
      sql`update reservations set hold_expires_at = now() + interval '40 minutes' where id = ${offered}`,
    );
    const res = await create.post<Created>(
      {
        ...createBody({
          timeSlotStart: start,
          locationSlug: 'bern',
          checkupSlug: 'whole_body_scan_with_blood_test',
          personalData: booker({ email: first.email }),
          discountCode: null,
        }),
        releases: [{ reservationId: offered, email: first.email }],
      },
      clientIp(),
    );
    expect(res.status).toBe(201);
    const id = res.body.reservation.id;
    const endOf = async () => {
      const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
      return row.holdExpiresAt!;
    };
    const left = (await endOf()).getTime() - Date.now();
    expect(left).toBeGreaterThan(35 * 60_000);
    expect(left).toBeLessThanOrEqual(40 * 60_000 + 5000);
    expect(await status(offered)).toBe('cancelled');
    // The payment's extension (30 minutes) keeps the later end; the answer says which it is.
    const intent = await createIntent.post<{ holdExpiresAt: string }>(
      { reservationId: id, email: first.email, option: 'full' },
      clientIp(),
    );
    expect(intent.status).toBe(200);
    expect(intent.body.holdExpiresAt).toBe((await endOf()).toISOString());
    expect(new Date(intent.body.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(35 * 60_000);
  });

  it('ignores a release it may not do (other email) and answers as without it', async () => {
    const { start, ours } = await fullSlot();
    const res = await create.post<Created>(
      {
        ...createBody({
          timeSlotStart: start,
          locationSlug: 'bern',
          checkupSlug: 'whole_body_scan_with_blood_test',
        }),
        releases: [{ reservationId: ours.id, email: 'eve@example.com' }],
      },
      clientIp(),
    );
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    expect(await status(ours.id)).toBe('pending');
  });

  it('refuses a malformed releases list with 400', async () => {
    const res = await create.post(
      // a release without its email: the schema must refuse it
      invalidBody({
        ...createBody({
          timeSlotStart: slot(),
          locationSlug: 'bern',
          checkupSlug: 'whole_body_scan_with_blood_test',
        }),
        releases: [{ reservationId: 'x' }],
      }),
      clientIp(),
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });
});
