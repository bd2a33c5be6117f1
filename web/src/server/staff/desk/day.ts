/**
 * The day view (docs/staff-desk.md, "Day view"): a location's rooms, opening hours, closures and
 * the bookings of one Zurich day. Names only, so not a "view of personal data"; still audited
 * as `day-viewed`.
 */
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { DayResponse } from '@/contracts/staff-day';
import { openingIntervals } from '@/server/availability';
import { zurichDays } from '@/server/availability/zone';
import { getCatalog, type Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { seesLocation, type StaffActor } from '../actor';
import { recordAudit } from '../audit';
import { blockedIntervals } from '@/server/staff/blocks/intervals';
import { deskRows, type DeskRow } from './rows';
import { toDayBooking } from './summary';

/** `now`: the app's clock for what the desk shows (default: the time of the call). */
export type DayViewDeps = { db: Db; catalog?: Catalog; now?: Date };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What the day, week and overview grids draw: the desk's rows of `locationIds` that start in
 * `range` (by start, then room) and the time blocked there (closures and desk blocks).
 */
export function gridRows(
  db: Db,
  q: { locationIds: readonly string[]; range: { start: Date; end: Date } },
  catalog: Catalog,
  now: Date,
) {
  const { locationIds, range } = q;
  return Promise.all([
    deskRows(
      db,
      {
        where: and(
          inArray(reservations.locationId, [...locationIds]),
          gte(reservations.startsAt, range.start),
          lt(reservations.startsAt, range.end),
        ),
        order: [asc(reservations.startsAt), asc(reservations.roomKey)],
      },
      now,
    ),
    // Studio closures and desk blocks, shaded on the grid (the availability's own owner).
    blockedIntervals(db, { locationIds, from: range.start, to: range.end }, catalog),
  ]);
}

/** A location's rooms, and a column for a room content no longer names that a booking is in. */
export function gridRooms(
  location: Catalog['locations'][number],
  rows: Pick<DeskRow, 'roomKey'>[],
): { key: string; label: string }[] {
  const rooms = location.rooms.map((r) => ({ key: r.key, label: r.label }));
  for (const key of new Set(rows.map((r) => r.roomKey)))
    if (!rooms.some((r) => r.key === key)) rooms.push({ key, label: key });
  return rooms;
}

/** The first location (in the site's order) the staff member may see: the desk's default. */
export async function firstLocationOf(
  actor: StaffActor,
  catalog?: Catalog,
): Promise<string | null> {
  const all = (catalog ?? (await getCatalog())).locations;
  return all.find((l) => seesLocation(actor, l.id))?.id ?? null;
}

/** The opening hours of `location` on `date` (Zurich), as the grids draw them. */
export function openOn(location: Catalog['locations'][number], date: string) {
  return openingIntervals(location, date).map((i) => ({
    start: iso(i.startMs),
    end: iso(i.endMs),
  }));
}

/**
 * What the day and week views share: the grid of `locationId` over the Zurich days `from` to
 * `to` (its rooms, bookings and blocked time), the location and those the member may see named
 * in the member's language, audited as `day-viewed` with `detail`. Null when content has no
 * such location or a date is no real date. The caller checks the actor may see the location.
 */
export async function locationGrid(
  actor: StaffActor,
  q: { locationId: string; from: string; to?: string },
  detail: Record<string, string>,
  deps: DayViewDeps,
) {
  const { locationId } = q;
  const catalog = deps.catalog ?? (await getCatalog());
  const location = catalog.locations.find((l) => l.id === locationId);
  const range = zurichDays(q.from, q.to);
  if (!location || !range) return null;
  const lang = actor.language;
  const title = (l: typeof location) => (lang === 'de' ? l.title_de : l.title_en);

  const now = deps.now ?? new Date();
  const [rows, blocked] = await gridRows(
    deps.db,
    { locationIds: [locationId], range },
    catalog,
    now,
  );
  await recordAudit(deps.db, actor, { action: 'day-viewed', locationId, detail });

  return {
    location,
    blocked,
    head: {
      location: { id: location.id, name: title(location) },
      locations: catalog.locations
        .filter((l) => seesLocation(actor, l.id))
        .map((l) => ({ id: l.id, name: title(l) })),
    },
    rooms: gridRooms(location, rows),
    bookings: rows.map((row) => toDayBooking(row, lang, catalog, now)),
  };
}

/**
 * The day of `locationId` on `date` (yyyy-MM-dd, Zurich), or null when content has no such
 * location or the date is no real date. The caller checks the actor may see the location.
 */
export async function dayView(
  actor: StaffActor,
  locationId: string,
  date: string,
  deps: DayViewDeps,
): Promise<DayResponse | null> {
  const grid = await locationGrid(actor, { locationId, from: date }, { date }, deps);
  if (!grid) return null;
  return {
    ...grid.head,
    date,
    rooms: grid.rooms,
    open: openOn(grid.location, date),
    closed: grid.blocked.map((b) => ({
      start: b.start,
      end: b.end,
      roomKey: b.roomId,
      reason: b.reason,
    })),
    bookings: grid.bookings,
  };
}
