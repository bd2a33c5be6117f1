/**
 * The week view and the day overview (docs/staff-desk.md, "Week view" and "Day overview"): a
 * location's rooms × seven Zurich days, and one day at every location the member may see, with
 * per room what is booked, free and blocked. Both read bookings through the desk's one loader
 * (rows.ts: one query for the whole range) and blocked time through blockedIntervals (Studio
 * closures and desk blocks, the availability's own owner). Days are Zurich days (zone.ts).
 * Audited as `day-viewed` with the range, as the day view is.
 */
import type { OverviewResponse, OverviewRoom } from '@/contracts/staff-overview';
import type { BlockedSpan, WeekResponse } from '@/contracts/staff-week';
import { openingIntervals } from '@/server/availability';
import { zurichDay, zurichDays } from '@/server/availability/zone';
import { getCatalog, type Catalog } from '@/server/content';
import type { BlockedInterval } from '@/server/staff/blocks/intervals';
import { seesLocation, type StaffActor } from '../actor';
import { recordAudit } from '../audit';
import { gridRows, locationGrid, openOn, type DayViewDeps } from './day';
import { toDayBooking } from './summary';


/** Monday to Sunday (Zurich dates) of the week of `date`; null when it is no real date. */
export function weekOf(date: string): { days: string[]; from: string; to: string } | null {
  const day = zurichDay(date);
  if (!day) return null;
  const monday = day.minus({ days: day.weekday - 1 });
  const days = Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()!);
  return { days, from: days[0], to: days[6] };
}

const toSpan = (b: BlockedInterval): BlockedSpan => ({
  source: b.source,
  roomKey: b.roomId,
  start: b.start,
  end: b.end,
  reason: b.reason,
});

/**
 * The week of `locationId` around `date`, or null when content has no such location or the date
 * is no real date. The caller checks the actor may see the location.
 */
export async function weekView(
  actor: StaffActor,
  locationId: string,
  date: string,
  deps: DayViewDeps,
): Promise<WeekResponse | null> {
  const week = weekOf(date);
  if (!week) return null;
  const grid = await locationGrid(
    actor,
    { locationId, from: week.from, to: week.to },
    { date: week.from, to: week.to, view: 'week' },
    deps,
  );
  if (!grid) return null;
  return {
    ...grid.head,
    from: week.from,
    to: week.to,
    rooms: grid.rooms,
    days: week.days.map((d) => ({ date: d, open: openOn(grid.location, d) })),
    blocked: grid.blocked.map(toSpan),
    bookings: grid.bookings,
  };
}

type Span = { start: number; end: number };

/** Minutes covered by `spans` inside `within` (overlaps counted once). */
export function coveredMinutes(spans: Span[], within: Span[]): number {
  const clipped: Span[] = [];
  for (const w of within)
    for (const s of spans) {
      const start = Math.max(s.start, w.start);
      const end = Math.min(s.end, w.end);
      if (start < end) clipped.push({ start, end });
    }
  clipped.sort((a, b) => a.start - b.start);
  let total = 0;
  let cursor = -Infinity;
  for (const s of clipped) {
    const start = Math.max(s.start, cursor);
    if (s.end > start) total += s.end - start;
    cursor = Math.max(cursor, s.end);
  }
  return Math.round(total / 60_000);
}

/** The day `date` at every location `actor` may see, per room; null when it is no real date. */
export async function dayOverview(
  actor: StaffActor,
  date: string,
  deps: DayViewDeps,
): Promise<OverviewResponse | null> {
  const catalog: Catalog = deps.catalog ?? (await getCatalog());
  const bounds = zurichDays(date);
  if (!bounds) return null;
  const lang = actor.language;
  const now = deps.now ?? new Date();
  const locations = catalog.locations.filter((l) => !l.isComingSoon && seesLocation(actor, l.id));
  const ids = locations.map((l) => l.id);
  if (ids.length === 0) return { date, locations: [] };
  const [rows, blocked] = await gridRows(
    deps.db,
    { locationIds: ids, range: bounds },
    catalog,
    now,
  );
  await recordAudit(deps.db, actor, {
    action: 'day-viewed',
    locationId: null,
    detail: { date, view: 'overview' },
  });
  const bookings = rows.map((row) => ({ row, b: toDayBooking(row, lang, catalog, now) }));
  return {
    date,
    locations: locations.map((location) => {
      const own = bookings.filter((x) => x.row.locationId === location.id);
      const live = own.filter((x) => x.b.status !== 'cancelled');
      const open = openingIntervals(location, date).map((i) => ({
        start: i.startMs,
        end: i.endMs,
      }));
      const rooms: OverviewRoom[] = location.rooms.map((room) => {
        const inRoom = live.filter((x) => x.row.roomKey === room.key);
        const booked = inRoom.map((x) => ({
          start: x.row.startsAt.getTime(),
          end: x.row.endsAt.getTime(),
        }));
        const blocks = blocked
          .filter(
            (s) => s.locationId === location.id && (s.roomId === null || s.roomId === room.key),
          )
          .map((s) => ({ start: Date.parse(s.start), end: Date.parse(s.end) }));
        const openMinutes = coveredMinutes(open, open);
        const bookedMinutes = coveredMinutes(booked, open);
        const blockedMinutes = coveredMinutes(blocks, open);
        const takenMinutes = coveredMinutes([...booked, ...blocks], open);
        return {
          key: room.key,
          label: room.label,
          bookings: inRoom.length,
          openMinutes,
          bookedMinutes,
          blockedMinutes,
          freeMinutes: Math.max(0, openMinutes - takenMinutes),
        };
      });
      return {
        id: location.id,
        name: lang === 'de' ? location.title_de : location.title_en,
        dueBookings: live.filter((x) => x.b.dueCents > 0).length,
        rooms,
      };
    }),
  };
}
