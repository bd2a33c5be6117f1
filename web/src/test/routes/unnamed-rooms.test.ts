/**
 * bookings whose room key the content no longer names (rooms renamed outside
 * Studio: an import, a script, the API) still occupy rooms of their location. With every room
 * of a slot booked and then every key renamed, a further create is refused, the slot is not
 * offered and check-time-slot-occupation says occupied; a free slot is still bookable.
 */
import * as createRoute from '@/pages/api/reservation/create';
import * as fetchTimeSlotsRoute from '@/pages/api/timeslots/fetch-time-slots';
import * as occupationRoute from '@/pages/api/timeslots/check-time-slot-occupation';
import { zurichDate } from '@/server/availability';
import { getCatalog } from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import { startApi, type TestApi } from '@/test/api';
import { clientIp, createBody, upcomingSlots } from '@/test/booking';
import { datasetWithDocument } from '@/test/content-seed';
import { setupTestDb } from '@/test/db';

setupTestDb({ worker: false });
const LOCATION = 'zurich_bellevue';
const CHECKUP = 'whole_body_scan_with_blood_test';
let create: TestApi, slots: TestApi, occupation: TestApi;

beforeAll(async () => {
  create = await startApi(createRoute, '/api/reservation/create');
  slots = await startApi(fetchTimeSlotsRoute, '/api/timeslots/fetch-time-slots');
  occupation = await startApi(occupationRoute, '/api/timeslots/check-time-slot-occupation');
});
afterAll(async () => {
  setContentSource(null);
  await Promise.all([create, slots, occupation].map((a) => a.close()));
});

it('a renamed room still holds its booking: no extra booking is accepted', async () => {
  const rooms = (await getCatalog()).locations.find((l) => l.slug === LOCATION)!.roomId;
  expect(rooms.length).toBeGreaterThan(1);
  const all = (await upcomingSlots({ locationSlug: LOCATION, checkupSlug: CHECKUP })).filter(
    (s) => s.slice(11, 16) === '09:00',
  );
  const [full, other] = [all[2], all[3]];
  for (let i = 0; i < rooms.length; i++)
    expect((await create.post(createBody({ timeSlotStart: full }), clientIp())).status).toBe(201);

  // Every room key renamed outside Studio (same rooms, new keys).
  setContentSource(
    localSource(
      datasetWithDocument(
        `location.${LOCATION}`,
        (doc) => ({
          ...doc,
          rooms: (doc.rooms as { key: string }[]).map((r) => ({ ...r, key: `renamed-${r.key}` })),
        }),
        process.env.CONTENT_DATASET_PATH,
      ),
    ),
  );
  const renamed = (await getCatalog({ fresh: true })).locations.find((l) => l.slug === LOCATION)!;
  expect(renamed.roomId.every((k) => k.startsWith('renamed-'))).toBe(true);

  const again = await create.post<{ error?: string }>(
    createBody({ timeSlotStart: full }),
    clientIp(),
  );
  expect(again).toMatchObject({
    status: 409,
    body: { error: 'reserve-timeslot-error-already-booked' },
  });
  const day = zurichDate(new Date(full));
  const offered = await slots.get<{ days: { slots: { start: string }[] }[] }>({
    locationSlug: LOCATION,
    checkupSlug: CHECKUP,
    startDate: day,
    endDate: day,
  });
  expect(offered.status).toBe(200);
  expect(offered.body.days[0].slots.map((s) => s.start)).not.toContain(full);
  const occupied = await occupation.get<{ occupied: boolean }>({
    locationSlug: LOCATION,
    checkupSlug: CHECKUP,
    timeSlotStart: full,
  });
  expect(occupied).toMatchObject({ status: 200, body: { occupied: true } });
  // Another slot is bookable, in a room under its new key.
  expect((await create.post(createBody({ timeSlotStart: other }), clientIp())).status).toBe(201);
});
