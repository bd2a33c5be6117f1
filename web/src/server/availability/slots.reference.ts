/**
 * TEST ORACLE ONLY: the availability engine as it was before docs/performance.md (luxon DateTime for
 * every day and slot). The property test in slots.property.test.ts checks that the fast
 * engine in slots.ts gives exactly the same answers. Do not use it in the app.
 *
 * The availability engine: pure, no I/O. From a location's rules, the busy intervals of its
 * rooms, a total duration and a date window it computes, per Zurich day, the slot starts and
 * how many rooms are free for the whole duration. Slots are laid out on the wall clock
 * (opening time + n x step), so DST days have neither phantom nor missing slots.
 */
import { DateTime } from 'luxon';
import {
  AWAKE_FROM_MINUTES,
  AWAKE_TO_MINUTES,
  ZONE,
  isoWithOffset,
  minutesOfDay,
  zurichDate,
  zurichDay,
} from './zone';

import type { AvailabilityQuery, DayAvailability, LocationRules } from './slots';

/** A slot start as an instant, with the Zurich UTC offset (minutes) in force at that time. */
type Candidate = { startMs: number; endMs: number; offset: number };

type Limits = { earliestMs: number; lastDay: DateTime };

/** Minimum notice and booking horizon, seen from `now`. */
function limitsOf(location: LocationRules, now: Date): Limits {
  return {
    earliestMs: now.getTime() + location.minimumNoticeHours * 3_600_000,
    lastDay: DateTime.fromJSDate(now, { zone: ZONE })
      .startOf('day')
      .plus({ days: location.bookingHorizonDays }),
  };
}

/** Slot starts of one Zurich day that pass hours, closures, notice and horizon. */
function candidatesOfDay(
  day: DateTime,
  location: LocationRules,
  durationMinutes: number,
  { earliestMs, lastDay }: Limits,
): Candidate[] {
  if (durationMinutes <= 0 || location.slotStepMinutes <= 0) return [];
  if (day > lastDay || location.closures.includes(day.toISODate()!)) return [];

  const seen = new Set<number>();
  const out: Candidate[] = [];
  for (const interval of location.openingHours) {
    if (interval.weekday !== day.weekday) continue;
    const from = Math.max(minutesOfDay(interval.from), AWAKE_FROM_MINUTES);
    const to = Math.min(minutesOfDay(interval.to), AWAKE_TO_MINUTES);
    if (from >= to) continue;
    const open = atWallClock(day, from);
    const close = atWallClock(day, to);
    const closeMs = close.toMillis();
    // Same offset at opening and closing: no DST change inside (Zurich changes at night),
    // so the grid is plain arithmetic; otherwise every start goes through the zone rules.
    const uniform = open.offset === close.offset && open.hour * 60 + open.minute === from;
    for (let m = from; m + durationMinutes <= to; m += location.slotStepMinutes) {
      let startMs: number;
      let offset: number;
      if (uniform) {
        startMs = open.toMillis() + (m - from) * 60_000;
        offset = open.offset;
      } else {
        const start = atWallClock(day, m);
        // A wall-clock time inside a DST gap does not exist: luxon would shift it, skip it.
        if (start.hour * 60 + start.minute !== m) continue;
        startMs = start.toMillis();
        offset = start.offset;
      }
      const endMs = startMs + durationMinutes * 60_000;
      if (endMs > closeMs || startMs < earliestMs || seen.has(startMs)) continue;
      seen.add(startMs);
      out.push({ startMs, endMs, offset });
    }
  }
  return out.sort((a, b) => a.startMs - b.startMs);
}

function atWallClock(day: DateTime, minutes: number): DateTime {
  return DateTime.fromObject(
    {
      year: day.year,
      month: day.month,
      day: day.day,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    },
    { zone: ZONE },
  );
}

/** Per room: busy intervals merged and sorted, for binary search. */
function busyByRoom(
  rooms: readonly string[],
  busy: AvailabilityQuery['busy'],
): Map<string, [number, number][]> {
  const byRoom = new Map<string, [number, number][]>(rooms.map((r) => [r, []]));
  // a booking under a room key the content does not name keeps its own list.
  for (const b of busy) {
    if (!byRoom.has(b.roomId)) byRoom.set(b.roomId, []);
    byRoom.get(b.roomId)!.push([b.start.getTime(), b.end.getTime()]);
  }
  for (const [room, list] of byRoom) {
    list.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [s, e] of list) {
      const last = merged[merged.length - 1];
      if (last && s <= last[1]) last[1] = Math.max(last[1], e);
      else merged.push([s, e]);
    }
    byRoom.set(room, merged);
  }
  return byRoom;
}

/** Whether any merged interval overlaps [s, e). */
function overlaps(intervals: [number, number][], s: number, e: number): boolean {
  let lo = 0;
  let hi = intervals.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (intervals[mid][1] <= s) lo = mid + 1;
    else hi = mid;
  }
  return lo < intervals.length && intervals[lo][0] < e;
}

/** Slot starts with free room counts for every day of the window. */
export function referenceAvailability(q: AvailabilityQuery): DayAvailability[] {
  const first = zurichDay(q.startDate);
  const last = zurichDay(q.endDate);
  if (!first || !last || last < first) return [];
  const byRoom = busyByRoom(q.location.roomId, q.busy);
  const limits = limitsOf(q.location, q.now);
  const days: DayAvailability[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) {
    const slots = candidatesOfDay(day, q.location, q.durationMinutes, limits).map((c) => ({
      start: isoWithOffset(c.startMs, c.offset),
      // Each unnamed room key busy then takes one of the named rooms (docs/operations.md).
      freeRooms: Math.max(
        0,
        q.location.roomId.filter((r) => !overlaps(byRoom.get(r)!, c.startMs, c.endMs)).length -
          [...byRoom.keys()].filter(
            (r) => !q.location.roomId.includes(r) && overlaps(byRoom.get(r)!, c.startMs, c.endMs),
          ).length,
      ),
    }));
    days.push({ date: day.toISODate()!, slots });
  }
  return days;
}

/**
 * Whether `start` is a real slot start for this duration: on the step grid, inside opening
 * and awake hours, not on a closure, after the minimum notice and within the horizon.
 */
export function referenceIsSlotStart(
  location: LocationRules,
  durationMinutes: number,
  start: Date,
  now: Date,
): boolean {
  const day = zurichDay(zurichDate(start));
  if (!day) return false;
  return candidatesOfDay(day, location, durationMinutes, limitsOf(location, now)).some(
    (c) => c.startMs === start.getTime(),
  );
}
