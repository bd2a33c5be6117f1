/**
 * docs/identity-and-snapshot.md over HTTP: the Plus check-up (whole_body_scan, which includes DEXA) at
 * Bern, which does not perform DEXA, is refused by create, fetch-time-slots and payment-data
 * with one catalogue id, and no hold is written.
 */
import { sql } from 'drizzle-orm';
import * as paymentDataRoute from '@/pages/api/payment/payment-data';
import * as createRoute from '@/pages/api/reservation/create';
import * as slotsRoute from '@/pages/api/timeslots/fetch-time-slots';
import { getErrorMessages } from '@/server/content';
import { startApi, type TestApi } from '@/test/api';
import { clientIp, createBody, upcomingSlots } from '@/test/booking';
import { rowsOf, setupTestDb } from '@/test/db';

const t = setupTestDb();
let create: TestApi, slots: TestApi, paymentData: TestApi;
const ERROR = { error: 'location-does-not-offer-checkup' };

beforeAll(async () => {
  create = await startApi(createRoute, '/api/reservation/create');
  slots = await startApi(slotsRoute, '/api/timeslots/fetch-time-slots');
  paymentData = await startApi(paymentDataRoute, '/api/payment/payment-data');
});
afterAll(() => Promise.all([create, slots, paymentData].map((a) => a.close())));

it('create answers 400 location-does-not-offer-checkup for whole_body_scan at bern', async () => {
  // A real Bern slot (of the basic check-up, which Bern offers).
  const [start] = await upcomingSlots({
    locationSlug: 'bern',
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
  const res = await create.post(
    createBody({ checkupSlug: 'whole_body_scan', locationSlug: 'bern', timeSlotStart: start }),
    clientIp(),
  );
  expect(res.status).toBe(400);
  expect(res.body).toEqual(ERROR);
  const n = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from reservations`),
  );
  expect(n[0].n).toBe(0);
  // The same check-up at Zurich, which performs DEXA, is accepted.
  const [zurich] = await upcomingSlots({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan',
  });
  const ok = await create.post(
    createBody({
      checkupSlug: 'whole_body_scan',
      locationSlug: 'zurich_bellevue',
      timeSlotStart: zurich,
    }),
    clientIp(),
  );
  expect(ok.status).toBe(201);
});

it('fetch-time-slots offers no slot for it, with the same id', async () => {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const res = await slots.get({
    locationSlug: 'bern',
    checkupSlug: 'whole_body_scan',
    startDate: day,
    endDate: day,
  });
  expect(res.status).toBe(400);
  expect(res.body).toEqual(ERROR);
});

it('payment-data refuses the combination with the same id', async () => {
  const res = await paymentData.get({
    checkupSlug: 'whole_body_scan',
    locationSlug: 'bern',
    language: 'en',
  });
  expect(res.status).toBe(400);
  expect(res.body).toEqual(ERROR);
  const open = await paymentData.get({ checkupSlug: 'whole_body_scan', language: 'en' });
  expect(open.status).toBe(200); // no location chosen yet: the price is shown
});

it('the id has en/de messages in the seed', async () => {
  const message = (await getErrorMessages()).find((m) => m.errorId === ERROR.error);
  expect(message?.messageToUser_en).toMatch(/location/);
  expect(message?.messageToUser_de).toMatch(/Standort/);
});

describe('an add-on the location lacks (docs/operations.md)', () => {
  const SERVICE_ERROR = { error: 'location-does-not-offer-service' };

  it('create and fetch-time-slots answer the id that names it; no hold is written', async () => {
    // DEXA (dxa) is an add-on of the basic check-up, but Bern does not perform it.
    const [start] = await upcomingSlots({
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan_with_blood_test',
    });
    const before = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from reservations`),
    )[0].n;
    const res = await create.post(
      createBody({ locationSlug: 'bern', services: ['dxa'], timeSlotStart: start }),
      clientIp(),
    );
    expect(res).toMatchObject({ status: 400, body: SERVICE_ERROR });
    const after = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from reservations`),
    )[0].n;
    expect(after).toBe(before);
    const day = start.slice(0, 10);
    const offered = await slots.get({
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan_with_blood_test',
      services: 'dxa',
      startDate: day,
      endDate: day,
    });
    expect(offered).toMatchObject({ status: 400, body: SERVICE_ERROR });
  });

  it('the id has en/de messages in the seed', async () => {
    const message = (await getErrorMessages()).find((m) => m.errorId === SERVICE_ERROR.error);
    expect(message?.messageToUser_en).toMatch(/add-on/);
    expect(message?.messageToUser_de).toMatch(/Zusatzleistung/);
  });
});
