/**
 * The reservation create route with the pricing hook: amounts fixed by the server, invalid
 * codes refused, and "nothing due" bookings confirmed at once (with the confirmation email).
 */
import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { jobsSettled } from '@/server/jobs';
import { fetchTimeSlots } from '@/server/reservations/timeslots';
import * as createRoute from '@/pages/api/reservation/create';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import * as devPayRoute from '@/pages/api/payment/dev-pay';
import * as confirmRoute from '@/pages/api/payment/confirm';
import * as fetchDataRoute from '@/pages/api/payment/fetch-data';
import { startApi, type TestApi } from '@/test/api';
import {
  bookingRow,
  buildBooking,
  buildPaidPartnerBooking,
  invalidBody,
  type ReservationDataRequest,
} from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { openTestOutbox, type TestOutbox } from '@/test/outbox';
import type { CreateReservationRequest } from '@/contracts/reservation-create';

const t = setupTestDb();
let api: TestApi;
let outbox: TestOutbox;
const CHECKUP = 'whole_body_scan_with_blood_test';

beforeAll(async () => {
  delete process.env.STAFF_WEBHOOK_URL;
  outbox = await openTestOutbox();
  api = await startApi(createRoute, '/api/reservation/create');
});
afterAll(async () => {
  await jobsSettled();
  await api.close();
  await outbox.remove();
});

/** Free slot starts at zurich_bellevue for the selection, soonest first. */
async function freeSlots(services: string[]): Promise<string[]> {
  const start = DateTime.now().setZone('Europe/Zurich').plus({ days: 3 });
  const { days } = await fetchTimeSlots(
    {
      locationSlug: 'zurich_bellevue',
      checkupSlug: CHECKUP,
      services,
      startDate: start.toFormat('yyyy-MM-dd'),
      endDate: start.plus({ days: 20 }).toFormat('yyyy-MM-dd'),
    },
    { db: t.db, catalog: await getCatalog({ fresh: true }), now: new Date() },
  );
  return days.flatMap((d) => d.slots.filter((s) => s.freeRooms > 0).map((s) => s.start));
}

let slotIndex = 0;
/** Ben's request for a free slot of the selection, with `extra` over the reservation data. */
async function requestBody(
  extra: Partial<ReservationDataRequest>,
  services: string[] = [],
): Promise<CreateReservationRequest & { reservationData: ReservationDataRequest }> {
  // Ben may hold one slot at a time (docs/security.md): his earlier holds of these cases have lapsed.
  await t.db.execute(
    sql`update reservations set hold_expires_at = now() - interval '1 second' where status = 'pending'`,
  );
  const slots = await freeSlots(services);
  const timeSlotStart = slots[(slotIndex++ * 7) % slots.length];
  return {
    url: 'http://localhost:3000/en-ch/summary',
    reservationData: {
      checkupSlug: CHECKUP,
      timeSlotStart,
      locationSlug: 'zurich_bellevue',
      services,
      personalData: {
        firstName: 'Ben',
        lastName: 'Beispiel',
        email: 'ben@example.com',
        phone: '+41791234567',
        biologicalSex: 'male',
        language: 'en',
      },
      ...extra,
    },
  };
}
const post = (body: unknown) =>
  api.post<{ reservation: { id: string; name: string; status: string; result: string } }>(body);
async function create(extra: Partial<ReservationDataRequest>, services: string[] = []) {
  return post(await requestBody(extra, services));
}

const row = (id: string) => bookingRow(t.db, id);

/** Checks the 201 answers the reservation's `status` and `result`; the stored row. */
async function createdRow(res: Awaited<ReturnType<typeof post>>, status: string, result: string) {
  expect(res.status).toBe(201);
  expect(res.body.reservation).toMatchObject({ status, result });
  return row(res.body.reservation.id);
}

describe('reservation create with pricing', () => {
  it('fixes the server amount on the pending reservation', async () => {
    const body = await requestBody({}, ['dxa']);
    // Amounts of the client's choosing: fields the contract does not have, sent anyway.
    const res = await post(
      invalidBody({
        ...body,
        reservationData: { ...body.reservationData, amount: 1, totalCents: 1 },
      }),
    );
    expect(await createdRow(res, 'pending', 'reserve-timeslot-success')).toMatchObject({
      status: 'pending',
      totalCents: 274000,
    });
  });

  it('applies a valid discount code and refuses an expired or unknown one', async () => {
    const ok = await create({ discountCode: 'welcome10' });
    expect((await row(ok.body.reservation.id)).totalCents).toBe(224100);
    expect(await create({ discountCode: 'SUMMER2025' })).toMatchObject({
      status: 400,
      body: { error: 'discount-code-expired' },
    });
    expect(await create({ discountCode: 'NO-SUCH-CODE' })).toMatchObject({
      status: 400,
      body: { error: 'discount-code-unknown' },
    });
  });

  it('confirms the partner prepaid booking without add-ons at once, with the confirmation email', async () => {
    const booking = await buildPaidPartnerBooking(t.db, 'ben@example.com');
    const res = await create({ reservationIdPartner: booking.id });
    const stored = await createdRow(res, 'confirmed', 'reserve-timeslot-success-with-downpayment');
    expect(stored).toMatchObject({
      status: 'confirmed',
      totalCents: 0,
      paidCents: 0,
      balanceDueCents: 0,
    });
    const mails = await outbox.messages();
    expect(
      mails.some((m) =>
        m.includes(`Subject: Your check-up is booked (${res.body.reservation.name})`),
      ),
    ).toBe(true);
  });

  it('books and pays end to end with the dev provider', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const apis = await Promise.all([
      startApi(fetchDataRoute, '/api/payment/fetch-data'),
      startApi(createIntentRoute, '/api/payment/create-intent'),
      startApi(devPayRoute, '/api/payment/dev-pay'),
      startApi(confirmRoute, '/api/payment/confirm'),
    ]);
    const [fetchData, createIntent, devPay, confirm] = apis;
    try {
      const created = await create({ discountCode: 'WELCOME10' }, ['dxa']);
      const { id, name } = created.body.reservation;
      const page = await fetchData.post<{ total: number; options: { full: { dueNow: number } } }>({
        reservationId: id,
        email: 'ben@example.com',
      });
      expect(page.body.total).toBe(2466); // (2490 + 250) - 10 %
      const intent = await createIntent.post<{ clientSecret: string; amount: number }>({
        reservationId: id,
        email: 'ben@example.com',
        option: 'full',
      });
      expect(intent.body.amount).toBe(page.body.options.full.dueNow);
      const paid = await devPay.post<{ redirectUrl: string }>({
        clientSecret: intent.body.clientSecret,
        cardNumber: '4242 4242 4242 4242',
      });
      expect(paid.body.redirectUrl).toMatch(/^\/en-ch\/payment-return\?payment_intent=/);
      expect(
        await confirm.post({ paymentIntentClientSecret: intent.body.clientSecret }),
      ).toMatchObject({
        status: 200,
        body: { result: 'payment-confirmation' },
      });
      expect(await row(id)).toMatchObject({
        status: 'confirmed',
        totalCents: 246600,
        paidCents: 246600,
        balanceDueCents: 0,
      });
      const mails = await outbox.messages();
      const confirmation = mails.find((m) =>
        m.includes(`Subject: Your check-up is booked (${name})`),
      );
      expect(confirmation).toContain('filename=check-up.ics');
    } finally {
      await Promise.all(apis.map((a) => a.close()));
    }
  });

  it('the partner pays their own add-ons', async () => {
    const booking = await buildBooking(t.db, {
      status: 'confirmed',
      holdExpiresAt: null,
      isPartnerBooking: true,
      checkupSlug: CHECKUP,
      services: [],
      partnerData: { firstName: 'Ben', lastName: 'Beispiel', email: 'ben@example.com' },
    });
    const res = await create({ reservationIdPartner: booking.id }, ['dxa']);
    expect(res.body.reservation.status).toBe('pending');
    expect((await row(res.body.reservation.id)).totalCents).toBe(25000);
  });
});
