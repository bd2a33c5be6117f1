/** Integration: GET /api/timeslots/next-free over real HTTP, seed content, fresh database. */
import nextFreeRoute from '@/pages/api/timeslots/next-free';
import { startApi, type TestApi } from '@/test/api';
import { buildBooking, storedPerson, upcomingSlots } from '@/test/booking';
import { setupTestDb } from '@/test/db';

const t = setupTestDb();
let api: TestApi;

type Answer = { locations: { locationSlug: string; nextFree: string | null }[] };
const BASIC = 'whole_body_scan_with_blood_test';

beforeAll(async () => {
  api = await startApi(nextFreeRoute);
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/timeslots/next-free (docs/spec.md)', () => {
  it('answers the first free slot of every location, the same as the slot list', async () => {
    // "Next free" is the first slot a visitor can book, inside the free-cancellation window or
    // not. The route reads the wall clock: its answer is the first slot at an instant just
    // before or just after the request (docs/architecture.md "Tests at any hour").
    const bernSel = { locationSlug: 'bern', checkupSlug: BASIC };
    const before = new Date();
    const res = await api.get<Answer>({ checkupSlug: BASIC });
    const after = new Date();
    expect(res.status).toBe(200);
    const bern = res.body.locations.find((l) => l.locationSlug === 'bern');
    const [firstBefore] = await upcomingSlots(bernSel, 30, { window: 'any', now: before });
    const [firstAfter] = await upcomingSlots(bernSel, 30, { window: 'any', now: after });
    expect([firstBefore, firstAfter]).toContain(bern?.nextFree);
    expect(res.body.locations.map((l) => l.locationSlug).sort()).toEqual(
      ['basel_rheinfelden', 'basel_zentral', 'bern', 'zurich_bellevue'].sort(),
    );
  });

  it('moves on once the first slot is taken in every room', async () => {
    const before = (await api.get<Answer>({ checkupSlug: BASIC })).body.locations.find(
      (l) => l.locationSlug === 'bern',
    )!.nextFree!;
    const person = storedPerson('de');
    const rooms = ['brn-mri-1', 'brn-mri-2'];
    for (const roomKey of rooms) {
      await buildBooking(t.db, {
        status: 'confirmed',
        locationSlug: 'bern',
        locationId: 'location.bern',
        roomKey,
        startsAt: new Date(before),
        minutes: 140,
        checkupSlug: BASIC,
        services: [],
        person,
      });
    }
    const after = (await api.get<Answer>({ checkupSlug: BASIC })).body.locations.find(
      (l) => l.locationSlug === 'bern',
    )!.nextFree!;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('answers null where the location lacks an add-on, and 400 for an unknown check-up', async () => {
    const res = await api.get<Answer>({ checkupSlug: BASIC, services: 'dxa' });
    expect(res.status).toBe(200);
    expect(res.body.locations.find((l) => l.locationSlug === 'bern')?.nextFree).toBeNull();
    expect(
      res.body.locations.find((l) => l.locationSlug === 'zurich_bellevue')?.nextFree,
    ).not.toBeNull();
    expect(await api.get({ checkupSlug: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });
});
