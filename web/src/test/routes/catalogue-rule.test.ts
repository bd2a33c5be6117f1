/**
 * Issue 10 point 3 over HTTP: the Plus check-up (whole_body_scan, which includes DEXA) at
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
