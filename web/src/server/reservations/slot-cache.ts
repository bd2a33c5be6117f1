/**
 * Slot cache (docs/performance.md): the bookable slots of a location, day and duration, computed once and
 * served until the day changes. A day is served from the cache only while
 *   - the availability versions of the UTC days its slots lie in are the ones it was computed
 *     at (migration 0013: every reservation change bumps them in its own transaction, on any
 *     instance), and
 *   - no live hold it counted as busy has lapsed (holds expire by time, with no write).
 * Versions are read in one small query per request, so a create, cancel or confirmation is
 * visible to the next request on every instance. Minimum notice and the booking horizon move
 * with the clock: they are applied per request, on top of the cached day.
 *
 * Invariant that makes this safe: a day's busy rows are read *after* its versions, so a cached
 * day is never older than the versions it is filed under; any later change bumps a version.
 */
import { DateTime } from 'luxon';
import type { Db } from '@/server/db/client';
import type { Location } from '@/server/content/model';
import type { DayAvailability, SlotAvailability } from '@/server/availability';
import { AWAKE_FROM_MINUTES, AWAKE_TO_MINUTES, ZONE } from '@/server/availability/zone';
import {
  busyByRoom,
  daySlots,
  daysOfWindow,
  freeCount,
  limitsOf,
} from '@/server/availability/slots';
import { availabilityVersions, busyWithExpiry } from './busy';

/** One cached day: the slots with a free room, before notice and horizon. */
type CachedDay = {
  versions: string;
  /** Epoch ms of the first expiry of a live hold this day counted as busy (Infinity: none). */
  liveUntilMs: number;
  slots: { startMs: number; start: string; freeRooms: number }[];
  /** `slots` as the JSON the API answers ({ start, freeRooms } objects). */
  json: string;
};

type Span = { startMs: number; endMs: number; utcFirst: string; utcLast: string };

const MAX_ENTRIES = 20_000;
// Per database: tests open many databases in one process, and version numbers restart in each.
const caches = new WeakMap<Db, Map<string, CachedDay>>();
const liveCaches = new Set<Map<string, CachedDay>>(); // for clearSlotCache (tests)
const rulesKeys = new WeakMap<Location, string>();
const spans = new Map<string, Span>();

const enabled = process.env.SLOT_CACHE !== 'off';

export function slotCacheEnabled(): boolean {
  return enabled;
}

/** What a day's slots depend on in content; a content change makes new keys. */
function rulesKey(location: Location): string {
  let key = rulesKeys.get(location);
  if (key === undefined) {
    key = JSON.stringify([
      location.id,
      location.roomId,
      location.openingHours,
      location.closures,
      location.slotStepMinutes,
    ]);
    rulesKeys.set(location, key);
  }
  return key;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The instants a day's slots can occupy (its awake hours, SPEC 9) and the UTC days they fall
 * on: only reservations overlapping them matter for the day.
 */
function spanOf(date: string): Span {
  let span = spans.get(date);
  if (!span) {
    const midnight = DateTime.fromISO(date, { zone: ZONE });
    // Wall-clock times (set, not plus: on a DST day 08:00 is not midnight + 480 minutes).
    const wall = (m: number) =>
      (m >= 1440
        ? midnight.plus({ days: 1 })
        : midnight.set({ hour: Math.floor(m / 60), minute: m % 60 })
      ).toMillis();
    const startMs = wall(AWAKE_FROM_MINUTES);
    const endMs = wall(AWAKE_TO_MINUTES);
    span = { startMs, endMs, utcFirst: utcDay(startMs), utcLast: utcDay(endMs - 1) };
    if (spans.size >= 50_000) spans.clear();
    spans.set(date, span);
  }
  return span;
}

function versionsOf(span: Span, versions: Map<string, string>): string {
  const first = versions.get(span.utcFirst) ?? '0';
  return span.utcFirst === span.utcLast ? first : `${first},${versions.get(span.utcLast) ?? '0'}`;
}

/** A day's answer after notice: the cached day when notice cuts nothing, else the kept slots. */
type DayOut = { date: string; entry: CachedDay | null; kept: SlotAvailability[] };

async function dayOuts(
  db: Db,
  location: Location,
  durationMinutes: number,
  startDate: string,
  endDate: string,
  now: Date,
): Promise<DayOut[]> {
  const days = daysOfWindow(startDate, endDate);
  const limits = limitsOf(location, now);
  // Days past the horizon, or whose slots all end before the notice, are empty without asking
  // the database (a window in year 0000 never reaches it).
  const open = days.filter((d) => d <= limits.lastDay && spanOf(d).endMs > limits.earliestMs);
  const cached = new Map<string, CachedDay>();
  if (open.length > 0) {
    let cache = caches.get(db);
    if (!cache) {
      caches.set(db, (cache = new Map()));
      if (process.env.NODE_ENV === 'test') liveCaches.add(cache);
    }
    const prefix = `${rulesKey(location)}|${durationMinutes}|`;
    const { nowMs, versions } = await availabilityVersions(
      db,
      location.id,
      spanOf(open[0]).utcFirst,
      spanOf(open[open.length - 1]).utcLast,
    );
    const stale: string[] = [];
    for (const d of open) {
      const entry = cache.get(prefix + d);
      if (entry && entry.versions === versionsOf(spanOf(d), versions) && entry.liveUntilMs > nowMs)
        cached.set(d, entry);
      else stale.push(d);
    }
    if (stale.length > 0) {
      const from = spanOf(stale[0]).startMs;
      const to = spanOf(stale[stale.length - 1]).endMs;
      const busy = await busyWithExpiry(db, location.id, new Date(from), new Date(to));
      const byRoom = busyByRoom(location.roomId, busy);
      if (cache.size + stale.length > MAX_ENTRIES) cache.clear();
      for (const d of stale) {
        const span = spanOf(d);
        let liveUntilMs = Infinity;
        for (const b of busy)
          if (b.expiresMs !== null && b.startMs < span.endMs && b.endMs > span.startMs)
            liveUntilMs = Math.min(liveUntilMs, b.expiresMs);
        const slots: CachedDay['slots'] = [];
        for (const g of daySlots(location, d, durationMinutes)) {
          const freeRooms = freeCount(location.roomId, byRoom, g.startMs, g.endMs);
          if (freeRooms > 0) slots.push({ startMs: g.startMs, start: g.start, freeRooms });
        }
        const entry: CachedDay = {
          versions: versionsOf(span, versions),
          liveUntilMs,
          slots,
          json: JSON.stringify(slots.map((s) => ({ start: s.start, freeRooms: s.freeRooms }))),
        };
        cache.set(prefix + d, entry);
        cached.set(d, entry);
      }
    }
  }
  return days.map((date) => {
    const entry = cached.get(date);
    if (!entry) return { date, entry: null, kept: [] };
    if (entry.slots.length === 0 || entry.slots[0].startMs >= limits.earliestMs)
      return { date, entry, kept: [] };
    const kept = entry.slots
      .filter((s) => s.startMs >= limits.earliestMs)
      .map((s) => ({ start: s.start, freeRooms: s.freeRooms }));
    return { date, entry: null, kept };
  });
}

/** Bookable days of the window (slots with a free room), as fetchTimeSlots answers them. */
export async function cachedTimeSlots(
  db: Db,
  location: Location,
  durationMinutes: number,
  window: { startDate: string; endDate: string },
  now: Date,
): Promise<{ days: DayAvailability[] }> {
  const outs = await dayOuts(db, location, durationMinutes, window.startDate, window.endDate, now);
  return {
    days: outs.map((o) => ({
      date: o.date,
      slots: o.entry
        ? o.entry.slots.map((s) => ({ start: s.start, freeRooms: s.freeRooms }))
        : o.kept,
    })),
  };
}

/** The same answer as JSON text, assembled from the cached days' text. */
export async function cachedTimeSlotsJson(
  db: Db,
  location: Location,
  durationMinutes: number,
  window: { startDate: string; endDate: string },
  now: Date,
): Promise<string> {
  const outs = await dayOuts(db, location, durationMinutes, window.startDate, window.endDate, now);
  let json = '{"days":[';
  for (let i = 0; i < outs.length; i++) {
    if (i > 0) json += ',';
    const o = outs[i];
    json += `{"date":"${o.date}","slots":${o.entry ? o.entry.json : JSON.stringify(o.kept)}}`;
  }
  return json + ']}';
}

/** Tests: forget every cached day (the next request of each day computes it again). */
export function clearSlotCache(): void {
  for (const cache of [...liveCaches]) cache.clear();
}
