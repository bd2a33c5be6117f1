/** Integration: /api/timeslots/* over real HTTP, seed content, fresh database. */
import fetchTimeSlotsRoute from '@/pages/api/timeslots/fetch-time-slots';
import occupationRoute from '@/pages/api/timeslots/check-time-slot-occupation';
import { zurichDate } from '@/server/availability';
import { startApi, type TestApi } from '@/test/api';
import { buildBooking, storedPerson, upcomingSlots, type BookingOverrides } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { until } from '@/test/wait';
import { sweepExpiredHolds } from '@/server/lifecycle';

const t = setupTestDb();
let slotsApi: TestApi;
let occupationApi: TestApi;
let slots: string[];

type Days = { days: { date: string; slots: { start: string; freeRooms: number }[] }[] };
const bern = { locationSlug: 'bern', checkupSlug: 'whole_body_scan_with_blood_test' };

beforeAll(async () => {
  slotsApi = await startApi(fetchTimeSlotsRoute);
  occupationApi = await startApi(occupationRoute);
  slots = await upcomingSlots(bern);
});
afterAll(async () => {
  await slotsApi.close();
  await occupationApi.close();
});

const person = storedPerson('de');
/** A booking of the basic check-up in a Bern room: confirmed unless `extra` says otherwise. */
async function occupy(
  roomKey: string,
  start: string,
  minutes: number,
  extra: BookingOverrides = {},
) {
  await buildBooking(t.db, {
    status: 'confirmed',
    locationSlug: 'bern',
    locationId: 'location.bern',
    roomKey,
    startsAt: new Date(start),
    minutes,
    checkupSlug: 'whole_body_scan_with_blood_test',
    services: [],
    person,
    ...extra,
  });
}

describe('GET /api/timeslots/fetch-time-slots', () => {
  it('returns every day of the window with slots and free rooms', async () => {
    // A whole open day: the first slot of the day after the first bookable one, so the notice
    // cut (which moves with the hour the suite runs at) never falls inside it.
    const firstSlot = slots.find(
      (s) => zurichDate(new Date(s)) !== zurichDate(new Date(slots[0])),
    )!;
    const first = zurichDate(new Date(firstSlot));
    const res = await slotsApi.get<Days>({ ...bern, startDate: first, endDate: first });
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(1);
    expect(res.body.days[0].date).toBe(first);
    expect(res.body.days[0].slots[0]).toEqual({ start: firstSlot, freeRooms: 2 });
  });

  it('counts busy rooms from confirmed rows and live holds, not from expired holds or cancelled rows', async () => {
    const start = slots[40];
    const day = zurichDate(new Date(start));
    // A slot with no room free is not offered at all: count it as 0.
    const get = async () =>
      (await slotsApi.get<Days>({ ...bern, startDate: day, endDate: day })).body.days[0].slots.find(
        (s) => s.start === start,
      ) ?? { start, freeRooms: 0 };
    expect((await get()).freeRooms).toBe(2);
    await occupy('brn-mri-1', start, 90);
    expect((await get()).freeRooms).toBe(1);
    await occupy('brn-mri-2', start, 90, { status: 'cancelled' });
    expect((await get()).freeRooms).toBe(1);
    // a live hold blocks; once it lapses it is free for readers although still stored as pending
    await occupy('brn-mri-2', start, 90, {
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 1_500),
    });
    expect((await get()).freeRooms).toBe(0);
    // It lapses by time, with no write: free again from its expiry on (the slot cache's too).
    await until(async () => (await get()).freeRooms === 1, { what: 'the hold to lapse' });
    // the database refuses a second active row until the stale hold is marked expired
    await expect(occupy('brn-mri-2', start, 30)).rejects.toThrow();
    expect(await sweepExpiredHolds(t.db)).toBeGreaterThanOrEqual(1);
    await occupy('brn-mri-2', start, 30, {
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    expect((await get()).freeRooms).toBe(0);
  });

  it('finds a booking that started the day before the window when it overlaps', async () => {
    // defensive: a long row from yesterday evening into the window's first morning
    const start = slots.find((s) => s.slice(11, 16) === '08:00')!;
    const day = zurichDate(new Date(start));
    await occupy(
      'brn-mri-1',
      new Date(new Date(start).getTime() - 10 * 3_600_000).toISOString(),
      11 * 60,
    );
    const res = await slotsApi.get<Days>({ ...bern, startDate: day, endDate: day });
    expect(res.body.days[0].slots.find((s) => s.start === start)!.freeRooms).toBe(1);
  });

  it('answers a 62-day window, refuses 63 days and reversed or bad dates', async () => {
    const today = zurichDate(new Date());
    // Calendar days after today (Date.now() plus hours would cross midnight late in the evening).
    const [y, m, dd] = today.split('-').map(Number);
    const plus = (d: number) => new Date(Date.UTC(y, m - 1, dd + d)).toISOString().slice(0, 10);
    const ok = await slotsApi.get<Days>({ ...bern, startDate: today, endDate: plus(61) });
    expect(ok.status).toBe(200);
    expect(ok.body.days).toHaveLength(62);
    for (const q of [
      { startDate: today, endDate: plus(62) },
      { startDate: plus(3), endDate: today },
      { startDate: '2026-02-30', endDate: '2026-03-02' },
      { startDate: 'today', endDate: today },
      { startDate: today },
    ]) {
      expect(await slotsApi.get({ ...bern, ...q })).toMatchObject({
        status: 400,
        body: { error: 'invalid-request' },
      });
    }
  });

  it('answers a window in the distant past with empty days, not a database error', async () => {
    for (const [startDate, endDate] of [
      ['0000-01-01', '0000-01-31'],
      ['0001-01-01', '0001-01-31'],
    ]) {
      const res = await slotsApi.get<Days>({ ...bern, startDate, endDate });
      expect(res.status).toBe(200);
      expect(res.body.days).toHaveLength(31);
      expect(res.body.days.every((d) => d.slots.length === 0)).toBe(true);
    }
  });

  it('refuses unknown slugs and services the location does not offer', async () => {
    const today = zurichDate(new Date());
    for (const q of [
      { ...bern, locationSlug: 'nowhere' },
      { ...bern, checkupSlug: 'nope' },
    ]) {
      expect(await slotsApi.get({ ...q, startDate: today, endDate: today })).toMatchObject({
        status: 400,
        body: { error: 'invalid-request' },
      });
    }
    // bern does not support dxa: the id names it (docs/operations.md)
    expect(
      await slotsApi.get({ ...bern, services: 'dxa', startDate: today, endDate: today }),
    ).toMatchObject({ status: 400, body: { error: 'location-does-not-offer-service' } });
    expect((await slotsApi.post({})).status).toBe(405);
  });

  it('ends the day earlier for longer bookings', async () => {
    const zurich = {
      locationSlug: 'zurich_bellevue',
      locationId: 'location.zurich_bellevue',
      checkupSlug: 'whole_body_scan_with_blood_test',
      checkupId: 'checkupPackage.whole_body_scan_with_blood_test',
    };
    // a weekday at least two days ahead, so the minimum notice does not cut it
    const weekday = (await upcomingSlots(zurich))
      .filter(
        (s) => new Date(s).getTime() > Date.now() + 2 * 86_400_000 && s.slice(11, 16) === '16:30',
      )
      .map((s) => s.slice(0, 10))[0];
    const short = await slotsApi.get<Days>({ ...zurich, startDate: weekday, endDate: weekday });
    const long = await slotsApi.get<Days>({
      ...zurich,
      services: 'dxa',
      startDate: weekday,
      endDate: weekday,
    });
    // 18:00 closing: 90 minutes last start 16:30, 155 minutes last start 15:15 (15-minute grid)
    expect(short.body.days[0].slots.at(-1)!.start.slice(0, 16)).toBe(`${weekday}T16:30`);
    expect(long.body.days[0].slots.at(-1)!.start.slice(0, 16)).toBe(`${weekday}T15:15`);
    expect(short.body.days[0].slots.length - long.body.days[0].slots.length).toBe(5);
  });
});

describe('GET /api/timeslots/check-time-slot-occupation', () => {
  it('is free for an empty slot, occupied when all rooms are taken', async () => {
    const start = slots[80];
    const check = async () =>
      (await occupationApi.get<{ occupied: boolean }>({ ...bern, timeSlotStart: start })).body;
    expect(await check()).toEqual({ occupied: false });
    await occupy('brn-mri-1', start, 90);
    expect(await check()).toEqual({ occupied: false });
    await occupy('brn-mri-2', start, 90);
    expect(await check()).toEqual({ occupied: true });
  });

  it('reports a start that is not a bookable slot as occupied, a malformed one as 400', async () => {
    expect(
      (await occupationApi.get({ ...bern, timeSlotStart: '2020-01-06T10:00:00+01:00' })).body,
    ).toEqual({ occupied: true });
    expect(await occupationApi.get({ ...bern, timeSlotStart: 'noon' })).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    expect(
      await occupationApi.get({ ...bern, checkupSlug: 'x', timeSlotStart: slots[0] }),
    ).toMatchObject({ status: 400 });
  });
});
