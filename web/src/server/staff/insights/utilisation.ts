/**
 * Utilisation per room and Zurich day (docs/staff-desk.md "Insights"): booked minutes over
 * available minutes. Available = the location's opening hours that day (content; a closure
 * day has none) less the blocked time inside them (desk blocks, whole location or the room).
 * Booked = confirmed bookings (arrived and no-shows included, cancelled not) inside the
 * available time, overlaps counted once. Opening hours are wall-clock times turned into
 * instants per day (openingIntervals), so a DST day is as long as its clock says.
 */
import { sql } from 'drizzle-orm';
import type { UtilisationRow } from '@/contracts/staff-insights';
import { openingIntervals } from '@/server/availability';
import type { Catalog } from '@/server/content';
import { rowsOf, type Db } from '@/server/db/client';
import { blockedIntervals } from '@/server/staff/blocks/intervals';
import type { Period } from './insights';

type Span = { start: number; end: number };

/** Sorted, merged spans. */
function merge(spans: Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** `a` less `b` (both merged). */
function subtract(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of a) {
    let pieces = [s];
    for (const cut of b) {
      pieces = pieces.flatMap((p) => {
        if (cut.end <= p.start || cut.start >= p.end) return [p];
        const left = { start: p.start, end: Math.max(p.start, cut.start) };
        const right = { start: Math.min(p.end, cut.end), end: p.end };
        return [left, right].filter((x) => x.end > x.start);
      });
    }
    out.push(...pieces);
  }
  return out;
}

/** The first span of sorted, merged `b` that ends after `at` (binary search). */
function firstEndingAfter(b: Span[], at: number): number {
  let lo = 0;
  let hi = b.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (b[mid].end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Length of the intersection of two merged span lists, in ms (`b` may be a year long). */
function overlapMs(a: Span[], b: Span[]): number {
  let total = 0;
  for (const x of a) {
    const j = firstEndingAfter(b, x.start);
    for (let k = j; k < b.length && b[k].start < x.end; k++)
      total += Math.min(x.end, b[k].end) - Math.max(x.start, b[k].start);
  }
  return total;
}

const length = (spans: Span[]) => spans.reduce((n, s) => n + s.end - s.start, 0);
const minutes = (ms: number) => Math.round(ms / 60_000);

/** Every Zurich date of the period. */
export function datesOf(p: Pick<Period, 'from' | 'to'>): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${p.from}T00:00:00Z`); ; ms += 864e5) {
    const d = new Date(ms).toISOString().slice(0, 10);
    if (d > p.to) return out;
    out.push(d);
  }
}

export async function utilisation(
  db: Db,
  catalog: Catalog,
  p: Period,
  ids: readonly string[],
): Promise<UtilisationRow[]> {
  const locations = catalog.locations.filter((l) => ids.includes(l.id));
  if (locations.length === 0) return [];
  const [booked, blocked] = await Promise.all([
    db.execute(sql`
      select r.location_id, r.room_key,
             (extract(epoch from r.starts_at) * 1000)::bigint as s,
             (extract(epoch from r.ends_at) * 1000)::bigint as e
      from reservations r
      where r.status = 'confirmed'
        and r.location_id in (${sql.join(
          locations.map((l) => sql`${l.id}`),
          sql`, `,
        )})
        and r.starts_at < ${p.end.toISOString()} and r.ends_at > ${p.start.toISOString()}
        -- A bound the index can use (an appointment lasts hours, never a day): without it the
        -- scan would read every booking before the period's end.
        and r.starts_at > ${new Date(p.start.getTime() - 86_400_000).toISOString()}`),
    blockedIntervals(
      db,
      { locationIds: locations.map((l) => l.id), from: p.start, to: p.end },
      catalog,
    ),
  ]);
  const byRoom = new Map<string, Span[]>();
  for (const r of rowsOf<{ location_id: string; room_key: string; s: unknown; e: unknown }>(
    booked,
  )) {
    const key = `${r.location_id}\u0000${r.room_key}`;
    let list = byRoom.get(key);
    if (!list) byRoom.set(key, (list = []));
    list.push({ start: Number(r.s), end: Number(r.e) });
  }
  const desk = blocked.filter((b) => b.source === 'block');
  const dates = datesOf(p);
  const out: UtilisationRow[] = [];
  for (const location of locations) {
    const name = location.title_en;
    const open = new Map(
      dates.map((d) => [
        d,
        merge(openingIntervals(location, d).map((i) => ({ start: i.startMs, end: i.endMs }))),
      ]),
    );
    for (const room of location.rooms) {
      const bookings = merge(byRoom.get(`${location.id}\u0000${room.key}`) ?? []);
      const blocks = merge(
        desk
          .filter(
            (b) => b.locationId === location.id && (b.roomId === null || b.roomId === room.key),
          )
          .map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) })),
      );
      for (const date of dates) {
        const openSpans = open.get(date)!;
        const available = subtract(openSpans, blocks);
        const openMs = length(openSpans);
        const availableMs = length(available);
        out.push({
          locationId: location.id,
          location: name,
          roomKey: room.key,
          room: room.label,
          date,
          openMinutes: minutes(openMs),
          blockedMinutes: minutes(openMs - availableMs),
          availableMinutes: minutes(availableMs),
          bookedMinutes: minutes(overlapMs(available, bookings)),
        });
      }
    }
  }
  return out;
}
