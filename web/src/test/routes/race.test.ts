/**
 * No double booking under contention: 50 concurrent creates over real HTTP for one slot at a
 * location with R rooms give exactly R holds and 409 for the rest, and no two active rows
 * overlap in a room. Runs against PGlite and, with DATABASE_URL, against PostgreSQL (where
 * the requests really run in parallel on pooled connections).
 */
import { sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import * as fetchTimeSlotsRoute from '@/pages/api/timeslots/fetch-time-slots';
import { toZurichIso, zurichDate } from '@/server/availability';
import { getCatalog } from '@/server/content';
import { startApi, type TestApi } from '@/test/api';
import { clientIp, createBody, upcomingSlots } from '@/test/booking';
import { roomOverlaps, rowsOf, setupTestDb } from '@/test/db';

const t = setupTestDb({ maxConnections: 10 });
let api: TestApi;
let slotsApi: TestApi;
let slots: string[];
let rooms: number;

beforeAll(async () => {
  api = await startApi(createRoute);
  slotsApi = await startApi(fetchTimeSlotsRoute);
  slots = (
    await upcomingSlots({
      locationSlug: 'zurich_bellevue',
      checkupSlug: 'whole_body_scan_with_blood_test',
    })
  ).filter((s) => s.slice(11, 16) === '09:00');
  rooms = (await getCatalog()).locations.find((l) => l.slug === 'zurich_bellevue')!.roomId.length;
});
afterAll(async () => {
  await api.close();
  await slotsApi.close();
});

const overlaps = () => roomOverlaps(t.db);

describe('concurrent creates', () => {
  it(`50 requests for one slot: exactly R succeed, the rest get 409`, async () => {
    expect(rooms).toBeGreaterThan(1);
    const start = slots[0];
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post<{ error?: string }>(createBody({ timeSlotStart: start }), clientIp()),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(rooms);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - rooms);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => r.body.error === 'reserve-timeslot-error-already-booked'),
    ).toBe(true);
    const held = rowsOf<{ room_key: string }>(
      await t.db.execute(
        sql`select room_key from reservations where starts_at = ${start}::timestamptz and status = 'pending'`,
      ),
    );
    expect(new Set(held.map((r) => r.room_key)).size).toBe(rooms);
    expect(await overlaps()).toBe(0);

    // With every room held, the slot is no longer offered.
    const day = zurichDate(new Date(start));
    const offered = await slotsApi.get<{ days: { slots: { start: string }[] }[] }>({
      locationSlug: 'zurich_bellevue',
      checkupSlug: 'whole_body_scan_with_blood_test',
      startDate: day,
      endDate: day,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.days[0].slots.map((s) => s.start)).not.toContain(start);
  });

  it('50 requests for overlapping, staggered slots never double-book a room', async () => {
    const base = new Date(slots[1]).getTime();
    const starts = Array.from({ length: 50 }, (_, i) => toZurichIso(base + (i % 5) * 15 * 60_000));
    const results = await Promise.all(
      starts.map((s) => api.post(createBody({ timeSlotStart: s }), clientIp())),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    // every start overlaps every other (90-minute bookings within one hour): at most R fit
    expect(statuses.filter((s) => s === 201)).toHaveLength(rooms);
    expect(await overlaps()).toBe(0);
  });

  it('120 requests over 24 slots at two locations on several days: no 5xx, no overlap, every slot filled to its rooms', async () => {
    const catalog = await getCatalog();
    const locations = ['bern', 'basel_zentral'].map((slug) =>
      catalog.locations.find((l) => l.slug === slug)!,
    );
    const picks = await Promise.all(
      locations.map(async (l) => {
        const all = await upcomingSlots({
          locationSlug: l.slug,
          checkupSlug: 'whole_body_scan_with_blood_test',
        });
        // Four days, three non-overlapping starts each (90 minutes apart at least).
        const days = [...new Set(all.map((s) => s.slice(0, 10)))].slice(2, 6);
        return days.flatMap((d) =>
          ['09:00', '11:00', '14:00']
            .map((time) => all.find((s) => s.startsWith(`${d}T${time}`)))
            .filter((s): s is string => Boolean(s))
            .map((start) => ({ location: l, start })),
        );
      }),
    );
    const targets = picks.flat();
    expect(targets.length).toBeGreaterThanOrEqual(20);
    const requests = Array.from({ length: 120 }, (_, i) => targets[i % targets.length]);
    const results = await Promise.all(
      requests.map(async ({ location, start }) => {
        const body = createBody({ timeSlotStart: start, locationSlug: location.slug });
        const res = await api.post<{ reservationId?: string; id?: string }>(body, clientIp());
        return { res, start, location: location.slug };
      }),
    );
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const { location, start } of targets) {
      const won = results.filter(
        (r) => r.start === start && r.location === location.slug && r.res.status === 201,
      );
      expect({ start, won: won.length }).toEqual({
        start,
        won: Math.min(location.roomId.length, 5),
      });
    }
    expect(await overlaps()).toBe(0);
  });
});
