/**
 * nextFreeSlots (the location cards' "next free" line) against the slot list, under an
 * explicit `now` rather than the wall clock (docs/architecture.md "Tests at any hour"): at
 * every hour of a day, a minute either side of midnight in Zurich and in UTC and of the end of
 * opening hours, on an ordinary weekday, a Saturday and Sunday, the day before a closure, a
 * summer day and both DST change days; with the seed's minimum notice and with none (then
 * today's own slots count). "Next free" is the first slot a visitor can book, the
 * free-cancellation window does not matter (only whether cancelling is free).
 */
import { DateTime } from 'luxon';
import { getCatalog, type Catalog } from '@/server/content';
import { computeAvailability, ZONE, zurichDate } from '@/server/availability';
import { reservations } from '@/server/db/schema';
import { setupTestDb } from '@/test/db';
import { buildBooking, storedPerson, upcomingSlots } from '@/test/booking';
import { resolveBooking } from './booking';
import {
  fetchTimeSlots,
  fetchTimeSlotsUncached,
  MAX_WINDOW_DAYS,
  nextFreeSlots,
} from './timeslots';

const t = setupTestDb({ worker: false });
const CHECKUP = 'whole_body_scan_with_blood_test';
const SEL = { checkupSlug: CHECKUP, services: [] as string[] };

let catalog: Catalog;
/** The seed content with no minimum notice: today's own slots count, up to closing time. */
let noNotice: Catalog;
beforeAll(async () => {
  catalog = await getCatalog();
  noNotice = {
    ...catalog,
    locations: catalog.locations.map((l) => ({ ...l, minimumNoticeHours: 0 })),
  };
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The instants of a Zurich day to look from: every hour from its midnight (23 or 25 of them
 * on DST days), and a minute either side of its midnights, of UTC midnight and of 18:00
 * (closing time), 20:00 (Bern's late Thursday) and 22:00 (end of the awake hours).
 */
function instantsOf(day: string): Date[] {
  const start = DateTime.fromISO(day, { zone: ZONE }).startOf('day');
  const end = start.plus({ days: 1 });
  const ms = new Set<number>();
  for (let at = start.toMillis(); at < end.toMillis(); at += HOUR) ms.add(at);
  const edges = [
    start.toMillis(),
    end.toMillis(),
    DateTime.fromISO(day, { zone: 'utc' }).toMillis(),
    DateTime.fromISO(day, { zone: 'utc' }).plus({ days: 1 }).toMillis(),
    ...['18:00', '20:00', '22:00'].map((time) =>
      DateTime.fromISO(`${day}T${time}`, { zone: ZONE }).toMillis(),
    ),
  ];
  for (const edge of edges) for (const d of [-MINUTE, 0, MINUTE]) ms.add(edge + d);
  return [...ms].sort((a, b) => a - b).map((at) => new Date(at));
}

/** The first slot of the slot list (the calendar's window from today) at `now`, or null. */
async function firstOfSlotList(
  content: Catalog,
  locationSlug: string,
  now: Date,
  fetch: typeof fetchTimeSlots = fetchTimeSlots,
): Promise<string | null> {
  const today = zurichDate(now);
  const last = DateTime.fromISO(today, { zone: ZONE }).plus({ days: MAX_WINDOW_DAYS - 1 });
  const { days } = await fetch(
    { ...SEL, locationSlug, startDate: today, endDate: last.toISODate()! },
    { db: t.db, catalog: content, now },
  );
  return days.find((d) => d.slots.length > 0)?.slots[0].start ?? null;
}

/** The engine's first slot at `now` with no bookings at all. */
function firstOfEngine(content: Catalog, locationSlug: string, now: Date): string | null {
  const resolved = resolveBooking(content, { ...SEL, locationSlug });
  if (!resolved.ok) throw new Error(resolved.problem);
  const days = computeAvailability({
    location: resolved.booking.location!,
    busy: [],
    durationMinutes: resolved.booking.totalDuration,
    startDate: zurichDate(now),
    endDate: zurichDate(now.getTime() + (MAX_WINDOW_DAYS - 1) * 86_400_000),
    now,
  });
  return days.find((d) => d.slots.length > 0)?.slots[0].start ?? null;
}

/**
 * Checks every location at `now` against the slot list (and, with `uncached`, the slot list
 * computed without the slot cache too); returns the answer for further checks.
 */
async function expectSameAsSlotList(
  now: Date,
  content: Catalog = catalog,
  { uncached = false } = {},
): Promise<Map<string, string | null>> {
  const { locations } = await nextFreeSlots(SEL, { db: t.db, catalog: content, now });
  expect(locations.map((l) => l.locationSlug).sort()).toEqual(
    content.locations.map((l) => l.slug).sort(),
  );
  for (const { locationSlug, nextFree } of locations) {
    const label = `${locationSlug} at ${now.toISOString()}`;
    expect({ label, nextFree }).toEqual({
      label,
      nextFree: await firstOfSlotList(content, locationSlug, now),
    });
    if (uncached) {
      expect({ label, nextFree }).toEqual({
        label,
        nextFree: await firstOfSlotList(content, locationSlug, now, fetchTimeSlotsUncached),
      });
    }
    expect(nextFree).not.toBeNull();
    // Never sooner than the minimum notice, and a slot start on the Zurich wall clock.
    const location = content.locations.find((l) => l.slug === locationSlug)!;
    expect(new Date(nextFree!).getTime()).toBeGreaterThanOrEqual(
      now.getTime() + location.minimumNoticeHours * HOUR,
    );
    expect(DateTime.fromISO(nextFree!, { zone: ZONE }).toISO({ suppressMilliseconds: true })).toBe(
      nextFree,
    );
  }
  return new Map(locations.map((l) => [l.locationSlug, l.nextFree]));
}

describe('nextFreeSlots at any hour (empty calendar)', () => {
  it.each([
    ['an ordinary Wednesday in winter', '2026-12-02'],
    ['a Friday into the weekend', '2026-12-04'],
    ['a Saturday', '2026-12-05'],
    ['a Sunday', '2026-12-06'],
    ['Bern’s late Thursday before two closure days', '2026-12-24'],
    ['a summer day (UTC+2)', '2026-07-01'],
    ['the spring DST change (23 hours)', '2026-03-29'],
    ['the eve of the spring DST change', '2026-03-28'],
    ['the autumn DST change (25 hours)', '2026-10-25'],
    ['the eve of the autumn DST change', '2026-10-24'],
  ])(
    '%s (%s): the first slot of the slot list and of the engine',
    async (_, day) => {
      for (const now of instantsOf(day)) {
        const answer = await expectSameAsSlotList(now);
        const sameDay = await expectSameAsSlotList(now, noNotice);
        for (const [content, answered] of [
          [catalog, answer],
          [noNotice, sameDay],
        ] as const) {
          for (const [locationSlug, nextFree] of answered) {
            expect({ locationSlug, now, nextFree }).toEqual({
              locationSlug,
              now,
              nextFree: firstOfEngine(content, locationSlug, now),
            });
          }
        }
        // The helper the route tests use agrees when it is given the same instant.
        const [first] = await upcomingSlots({ locationSlug: 'bern', checkupSlug: CHECKUP }, 30, {
          window: 'any',
          now,
        });
        expect({ now, first }).toEqual({ now, first: answer.get('bern') });
      }
    },
    120_000,
  ); // some 80 instants, each a few queries: seconds, more on a busy machine
});

describe('nextFreeSlots with bookings', () => {
  afterEach(async () => {
    await t.db.delete(reservations);
  });

  it.each([
    ['00:30 Zurich (23:30 UTC the day before)', '2026-12-01T23:30:00Z'],
    ['00:30 UTC (01:30 Zurich)', '2026-12-02T00:30:00Z'],
    ['the minute before Zurich midnight on the spring DST change', '2026-03-28T22:59:00Z'],
    ['the repeated hour of the autumn DST change', '2026-10-25T00:30:00Z'],
    ['17:59 Zurich', '2026-12-02T16:59:00Z'],
  ])('moves on at %s once every room of the first slot is taken', async (_, iso) => {
    const now = new Date(iso);
    const before = await expectSameAsSlotList(now, catalog, { uncached: true });
    const person = storedPerson('de');
    for (const location of catalog.locations) {
      const start = before.get(location.slug)!;
      const duration = resolveBooking(catalog, { ...SEL, locationSlug: location.slug });
      if (!duration.ok) throw new Error(duration.problem);
      for (const room of location.rooms) {
        await buildBooking(t.db, {
          status: 'confirmed',
          locationSlug: location.slug,
          locationId: location.id,
          roomKey: room.key,
          startsAt: new Date(start),
          minutes: duration.booking.totalDuration,
          checkupSlug: CHECKUP,
          services: [],
          person,
        });
      }
    }
    const after = await expectSameAsSlotList(now, catalog, { uncached: true });
    for (const [slug, start] of before) {
      expect(new Date(after.get(slug)!).getTime()).toBeGreaterThan(new Date(start!).getTime());
    }
  });
});
