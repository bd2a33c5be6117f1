/**
 * docs/operations.md, where staff look: live bookings in rooms their location no longer names are
 * listed by /api/studio/content-problems for that location (kind `unnamed-room-bookings`, the
 * booking references in the summary; Studio shows them as a badge) and posted to the staff
 * channel once per location version and set of bookings (at start and after each publish).
 */
import * as createRoute from '@/pages/api/reservation/create';
import * as problemsRoute from '@/pages/api/studio/content-problems';
import { localSource, setContentSource } from '@/server/content/source';
import { reportUnnamedRoomBookings } from '@/server/ops/content-report';
import { signStudioRequest } from '@/server/studio/signature';
import { startApi, type TestApi } from '@/test/api';
import { clientIp, createBody, upcomingSlots } from '@/test/booking';
import { datasetWithDocument, seedWithSettings } from '@/test/content-seed';
import { setupTestDb } from '@/test/db';
import { startWebhookSink, type WebhookSink } from '@/test/webhook-sink';
import { until } from '@/test/wait';

const t = setupTestDb({ worker: false });
const SECRET = 'test-shared-secret';
const LOCATION = 'zurich_bellevue';
let create: TestApi, problems: TestApi;
let staffHook: WebhookSink<Record<string, unknown>>;
let staff: Record<string, unknown>[] = [];

const signed = (id: string, ts = Date.now()) => ({
  type: 'content',
  id,
  ts: String(ts),
  sig: signStudioRequest({ endpoint: 'content-problems', type: 'content', id, ts }, SECRET),
});

beforeAll(async () => {
  process.env.STUDIO_SHARED_SECRET = SECRET;
  staffHook = await startWebhookSink();
  staff = staffHook.received;
  process.env.STAFF_WEBHOOK_URL = staffHook.url;
  setContentSource(
    localSource(seedWithSettings({ holdBurstMinimum: 100_000, staffChannelEnabled: true })),
  );
  create = await startApi(createRoute, '/api/reservation/create');
  problems = await startApi(problemsRoute, '/api/studio/content-problems');
});
afterAll(async () => {
  setContentSource(null);
  delete process.env.STUDIO_SHARED_SECRET;
  delete process.env.STAFF_WEBHOOK_URL;
  await Promise.all([create, problems].map((a) => a.close()));
  await staffHook.close();
});

type Problems = { problems: { id: string; kind?: string; summary: string }[] };

it('names the bookings of renamed rooms for Studio and, once, for staff', async () => {
  const [start] = await upcomingSlots({
    locationSlug: LOCATION,
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
  const made = await create.post<{ reservation: { name: string } }>(
    createBody({ timeSlotStart: start }),
    clientIp(),
  );
  expect(made.status).toBe(201);
  const id = `location.${LOCATION}`;
  // Nothing to say while the rooms keep their keys.
  expect((await problems.get<Problems>(signed(id))).body.problems).toEqual([]);
  expect(await reportUnnamedRoomBookings(t.db)).toEqual([]);

  setContentSource(
    localSource(
      datasetWithDocument(
        id,
        (doc) => ({
          ...doc,
          rooms: (doc.rooms as { key: string }[]).map((r) => ({ ...r, key: `new-${r.key}` })),
        }),
        seedWithSettings({ holdBurstMinimum: 100_000, staffChannelEnabled: true }),
      ),
    ),
  );
  const listed = (await problems.get<Problems>(signed(id))).body.problems;
  expect(listed).toEqual([
    expect.objectContaining({
      id,
      kind: 'unnamed-room-bookings',
      summary: expect.stringContaining(made.body.reservation.name),
    }),
  ]);
  // Another location has nothing of the kind.
  expect((await problems.get<Problems>(signed('location.bern'))).body.problems).toEqual([]);

  const reported = await reportUnnamedRoomBookings(t.db);
  expect(reported).toHaveLength(1);
  await until(() => staff.length > 0, { what: 'the staff channel post' });
  expect(staff).toEqual([
    expect.objectContaining({
      event: 'unnamed-room-bookings',
      id,
      text: expect.stringContaining(made.body.reservation.name),
    }),
  ]);
  // The same bookings again: not reported twice.
  expect(await reportUnnamedRoomBookings(t.db)).toEqual([]);
});
