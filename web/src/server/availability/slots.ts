/**
 * The availability engine: pure, no I/O. From a location's rules, the busy intervals of its
 * rooms, a total duration and a date window it computes, per Zurich day, the slot starts and
 * how many rooms are free for the whole duration. Slots are laid out on the wall clock
 * (opening time + n x step), so DST days have neither phantom nor missing slots.
 *
 * Hot path in integer minutes and epoch milliseconds: luxon (the zone rules) is asked only
 * for the UTC offset at an interval's opening and closing wall time of a day, memoised, and
 * once per call for the horizon's last day. A day's slot grid does not depend on `now` or on
 * bookings, so it is memoised per rules object, day and duration (`daySlots`); minimum
 * notice and free rooms are applied per call. slots.reference.ts keeps the former
 * implementation as the oracle of the property test.
 */
import { DateTime } from 'luxon';
import type { Location } from '@/server/content/model';
import {
  AWAKE_FROM_MINUTES,
  AWAKE_TO_MINUTES,
  ZONE,
  minutesOfDay,
  zurichDate,
  zurichDatePlus,
} from './zone';

export type LocationRules = Pick<
  Location,
  | 'openingHours'
  | 'closures'
  | 'roomId'
  | 'slotStepMinutes'
  | 'minimumNoticeHours'
  | 'bookingHorizonDays'
>;

/** A room's occupied time, [start, end). */
export type BusyInterval = { roomId: string; start: Date; end: Date };

export type AvailabilityQuery = {
  location: LocationRules;
  busy: readonly BusyInterval[];
  durationMinutes: number;
  /** First and last Zurich day of the window, yyyy-MM-dd, inclusive. */
  startDate: string;
  endDate: string;
  now: Date;
};

export type SlotAvailability = { start: string; freeRooms: number };
export type DayAvailability = { date: string; slots: SlotAvailability[] };

/** One slot start of a day's grid: instant, end instant and the ISO text with offset. */
export type GridSlot = { startMs: number; endMs: number; start: string };

/** Per room: merged, sorted [start, end) pairs in epoch ms, flat (s0, e0, s1, e1, ...). */
export type RoomBusy = Map<string, number[]>;

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A yyyy-MM-dd day as UTC-midnight ms (years 0-99 too, which Date.UTC would remap). */
function utcMidnight(date: string): number {
  const d = new Date(0);
  d.setUTCFullYear(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
  return d.getTime();
}
function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}
/** ISO weekday (1 = Monday ... 7 = Sunday) of a UTC-midnight ms. */
function isoWeekday(utcMs: number): number {
  return new Date(utcMs).getUTCDay() || 7;
}

/** Wall time of a Zurich day as luxon sees it: instant, offset, and whether it exists. */
type WallTime = { ms: number; offset: number; exists: boolean };
const wallTimes = new Map<string, WallTime>();

function wallTime(date: string, minutes: number): WallTime {
  const key = `${date}/${minutes}`;
  let w = wallTimes.get(key);
  if (!w) {
    const dt = DateTime.fromObject(
      {
        year: Number(date.slice(0, 4)),
        month: Number(date.slice(5, 7)),
        day: Number(date.slice(8, 10)),
        hour: Math.floor(minutes / 60),
        minute: minutes % 60,
      },
      { zone: ZONE },
    );
    w = { ms: dt.toMillis(), offset: dt.offset, exists: dt.hour * 60 + dt.minute === minutes };
    if (wallTimes.size >= 50_000) wallTimes.clear(); // bounded: days x distinct opening times
    wallTimes.set(key, w);
  }
  return w;
}

function offsetSuffix(offset: number): string {
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/**
 * The slot grid of one Zurich day for a duration, ignoring notice, horizon and bookings:
 * starts on opening time + n x step inside opening and awake hours, ending by closing time.
 */
function computeDaySlots(
  date: string,
  weekday: number,
  location: LocationRules,
  durationMinutes: number,
): GridSlot[] {
  if (durationMinutes <= 0 || location.slotStepMinutes <= 0) return [];
  if (location.closures.includes(date)) return [];
  const out: GridSlot[] = [];
  let intervals = 0;
  for (const interval of location.openingHours) {
    if (interval.weekday !== weekday) continue;
    const from = Math.max(minutesOfDay(interval.from), AWAKE_FROM_MINUTES);
    const to = Math.min(minutesOfDay(interval.to), AWAKE_TO_MINUTES);
    if (from >= to) continue;
    intervals += 1;
    const open = wallTime(date, from);
    const close = wallTime(date, to);
    // Same offset at opening and closing: no DST change inside (Zurich changes at night),
    // so the grid is plain arithmetic; otherwise every start goes through the zone rules.
    const uniform = open.offset === close.offset && open.exists;
    const suffix = offsetSuffix(open.offset);
    for (let m = from; m + durationMinutes <= to; m += location.slotStepMinutes) {
      let startMs: number;
      let start: string;
      if (uniform) {
        startMs = open.ms + (m - from) * 60_000;
        start = `${date}T${pad2(Math.floor(m / 60))}:${pad2(m % 60)}:00${suffix}`;
      } else {
        const w = wallTime(date, m);
        // A wall-clock time inside a DST gap does not exist: luxon would shift it, skip it.
        if (!w.exists) continue;
        startMs = w.ms;
        start = `${date}T${pad2(Math.floor(m / 60))}:${pad2(m % 60)}:00${offsetSuffix(w.offset)}`;
      }
      const endMs = startMs + durationMinutes * 60_000;
      if (endMs > close.ms) continue;
      out.push({ startMs, endMs, start });
    }
  }
  if (intervals < 2) return out;
  // Overlapping intervals of one weekday: one slot per instant, in time order.
  const seen = new Set<number>();
  return out
    .filter((s) => (seen.has(s.startMs) ? false : (seen.add(s.startMs), true)))
    .sort((a, b) => a.startMs - b.startMs);
}

// Memo of day grids per rules object (content objects are replaced, not mutated, on change).
const gridMemo = new WeakMap<LocationRules, Map<string, GridSlot[]>>();

/** The slot grid of `date` (yyyy-MM-dd, a real date) for a duration; memoised, do not mutate. */
export function daySlots(
  location: LocationRules,
  date: string,
  durationMinutes: number,
): readonly GridSlot[] {
  let memo = gridMemo.get(location);
  if (!memo) gridMemo.set(location, (memo = new Map()));
  const key = `${date}/${durationMinutes}`;
  let grid = memo.get(key);
  if (!grid) {
    grid = computeDaySlots(date, isoWeekday(utcMidnight(date)), location, durationMinutes);
    if (memo.size >= 20_000) memo.clear();
    memo.set(key, grid);
  }
  return grid;
}

/**
 * A Zurich day's opening hours as instants [startMs, endMs), in content order; none on a
 * closure date. As content has them (the staff desk shades them), not cut to awake hours.
 */
export function openingIntervals(
  location: Pick<LocationRules, 'openingHours' | 'closures'>,
  date: string,
): { startMs: number; endMs: number }[] {
  if (location.closures.includes(date)) return [];
  const midnight = utcMidnight(date);
  // "24:00" is the next day's midnight (luxon has no hour 24).
  const at = (time: string) => {
    const m = minutesOfDay(time);
    return m >= 1440 ? wallTime(isoDate(midnight + DAY_MS), m - 1440).ms : wallTime(date, m).ms;
  };
  return location.openingHours
    .filter((i) => i.weekday === isoWeekday(midnight))
    .map((i) => ({ startMs: at(i.from), endMs: at(i.to) }));
}

/** Minimum notice as an instant, and the last bookable Zurich day, seen from `now`. */
export function limitsOf(
  location: LocationRules,
  now: Date,
): { earliestMs: number; lastDay: string } {
  return {
    earliestMs: now.getTime() + location.minimumNoticeHours * 3_600_000,
    lastDay: zurichDatePlus(now, location.bookingHorizonDays),
  };
}

/**
 * The room key of busy time that takes every room of the location: a desk block of the whole
 * location (server/reservations/busy.ts). No content room is named so (keys are slugs).
 */
export const ALL_ROOMS = '*';

/**
 * Per room: busy intervals merged and sorted, flat, for binary search. A booking whose room key
 * the content no longer names (renamed outside Studio) is kept under its key: it still
 * occupies a room of its location (see freeCount, docs/operations.md).
 */
export function busyByRoom(
  rooms: readonly string[],
  busy: readonly { roomId: string; startMs: number; endMs: number }[],
): RoomBusy {
  const lists = new Map<string, [number, number][]>(rooms.map((r) => [r, []]));
  for (const b of busy) {
    // A desk block of the whole location (docs/staff-desk.md "Blocks") takes every room.
    if (b.roomId === ALL_ROOMS) {
      for (const r of rooms) lists.get(r)!.push([b.startMs, b.endMs]);
      continue;
    }
    let list = lists.get(b.roomId);
    if (!list) lists.set(b.roomId, (list = []));
    list.push([b.startMs, b.endMs]);
  }
  const byRoom: RoomBusy = new Map();
  for (const [room, list] of lists) {
    list.sort((a, b) => a[0] - b[0]);
    const flat: number[] = [];
    for (const [s, e] of list) {
      const n = flat.length;
      if (n > 0 && s <= flat[n - 1]) flat[n - 1] = Math.max(flat[n - 1], e);
      else flat.push(s, e);
    }
    byRoom.set(room, flat);
  }
  return byRoom;
}

/** Whether any merged interval of `flat` overlaps [s, e). */
function overlaps(flat: number[], s: number, e: number): boolean {
  let lo = 0;
  let hi = flat.length >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (flat[2 * mid + 1] <= s) lo = mid + 1;
    else hi = mid;
  }
  return 2 * lo < flat.length && flat[2 * lo] < e;
}

/**
 * Room keys the content does not name with a booking overlapping [s, e): each holds one of
 * the location's rooms then (one booking per key at a time, by the exclusion constraint).
 */
function unnamedBusy(rooms: readonly string[], byRoom: RoomBusy, s: number, e: number): number {
  let n = 0;
  if (byRoom.size > rooms.length)
    for (const [r, flat] of byRoom) if (!rooms.includes(r) && overlaps(flat, s, e)) n += 1;
  return n;
}

/** Number of rooms with nothing in [s, e), less those unnamed bookings take. */
export function freeCount(
  rooms: readonly string[],
  byRoom: RoomBusy,
  s: number,
  e: number,
): number {
  let free = 0;
  for (const r of rooms) if (!overlaps(byRoom.get(r)!, s, e)) free += 1;
  return Math.max(0, free - unnamedBusy(rooms, byRoom, s, e));
}

/** Rooms of the location free for all of [start, end), less those unnamed bookings take. */
export function freeRooms(
  rooms: readonly string[],
  busy: readonly BusyInterval[],
  start: Date,
  end: Date,
): string[] {
  const byRoom = busyByRoom(rooms, busy.map(toMs));
  const [s, e] = [start.getTime(), end.getTime()];
  const free = rooms.filter((r) => !overlaps(byRoom.get(r)!, s, e));
  return free.slice(0, Math.max(0, free.length - unnamedBusy(rooms, byRoom, s, e)));
}

const toMs = (b: BusyInterval) => ({
  roomId: b.roomId,
  startMs: b.start.getTime(),
  endMs: b.end.getTime(),
});

/**
 * yyyy-MM-dd naming a real calendar day, without the zone rules: every Zurich day has a
 * midnight (its DST switches happen at 02:00 and 03:00), so this is what zurichDay accepts.
 */
export function isCalendarDate(date: string): boolean {
  return DATE_RE.test(date) && isoDate(utcMidnight(date)) === date;
}

/** Days in [startDate, endDate], or null when either is not a real day or the end comes first. */
export function windowDays(startDate: string, endDate: string): number | null {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate) || endDate < startDate) return null;
  return Math.round((utcMidnight(endDate) - utcMidnight(startDate)) / DAY_MS) + 1;
}

/** The Zurich days of a window, yyyy-MM-dd; [] when a bound is not a real date or last < first. */
export function daysOfWindow(startDate: string, endDate: string): string[] {
  if (windowDays(startDate, endDate) === null) return [];
  const days: string[] = [];
  for (let t = utcMidnight(startDate), end = utcMidnight(endDate); t <= end; t += DAY_MS)
    days.push(isoDate(t));
  return days;
}

/** One day's slots after notice and horizon, with free room counts from `byRoom`. */
export function dayAvailability(
  location: LocationRules,
  date: string,
  durationMinutes: number,
  limits: { earliestMs: number; lastDay: string },
  byRoom: RoomBusy,
): DayAvailability {
  if (date > limits.lastDay) return { date, slots: [] };
  const slots: SlotAvailability[] = [];
  for (const g of daySlots(location, date, durationMinutes)) {
    if (g.startMs < limits.earliestMs) continue;
    slots.push({
      start: g.start,
      freeRooms: freeCount(location.roomId, byRoom, g.startMs, g.endMs),
    });
  }
  return { date, slots };
}

/** Slot starts with free room counts for every day of the window. */
export function computeAvailability(q: AvailabilityQuery): DayAvailability[] {
  const days = daysOfWindow(q.startDate, q.endDate);
  if (days.length === 0) return [];
  const byRoom = busyByRoom(q.location.roomId, q.busy.map(toMs));
  const limits = limitsOf(q.location, q.now);
  return days.map((date) => dayAvailability(q.location, date, q.durationMinutes, limits, byRoom));
}

/**
 * Whether `start` is a real slot start for this duration: on the step grid, inside opening
 * and awake hours, not on a closure, after the minimum notice and within the horizon.
 */
export function isSlotStart(
  location: LocationRules,
  durationMinutes: number,
  start: Date,
  now: Date,
): boolean {
  const ms = start.getTime();
  // A date of a real instant is a real day; only its form can fall outside yyyy-MM-dd.
  const date = zurichDate(ms);
  if (!DATE_RE.test(date)) return false;
  const limits = limitsOf(location, now);
  if (date > limits.lastDay || ms < limits.earliestMs) return false;
  return daySlots(location, date, durationMinutes).some((g) => g.startMs === ms);
}
