/**
 * The time-slot calls (SPEC 7) with their answers checked, as the timeslot step uses them.
 * Hand-written checks (lib/shapeCheck), not zod: zod would add ~30 kB gzip to this step
 * for two small answers (docs/performance.md).
 */
import { arrayOf, boolean, INVALID, number, shape, string, type Parser } from '@/lib/shapeCheck';
import { apiFetch } from '@/lib/fetcher';
import type { FetchTimeSlotsResponse } from '@/contracts/timeslots-fetch-time-slots';

export const FETCH_TIME_SLOTS_PATH = '/api/timeslots/fetch-time-slots';
export const CHECK_OCCUPATION_PATH = '/api/timeslots/check-time-slot-occupation';

/** The answers' types come from the routes' contracts (types only); the checks stay here. */
export type SlotDays = FetchTimeSlotsResponse['days'];
export type Slot = SlotDays[number]['slots'][number];

const daysAnswer = shape<{ days: SlotDays }>({
  days: arrayOf(
    shape<SlotDays[number]>({
      date: string,
      slots: arrayOf(shape<Slot>({ start: string, freeRooms: number })),
    }),
  ),
});
const occupationAnswer = shape<{ occupied: boolean }>({ occupied: boolean });

/** The checked answer; a wrong shape fails like any failed call. */
function checked<T>(parse: Parser<T>, body: unknown, what: string): T {
  const parsed = parse(body);
  if (parsed === INVALID) throw new Error(`${what}: unexpected answer`);
  return parsed;
}

export type SlotsQuery = {
  locationSlug: string;
  checkupSlug: string;
  services?: string;
  startDate: string;
  endDate: string;
};

export type SlotsKey = readonly [path: typeof FETCH_TIME_SLOTS_PATH, query: SlotsQuery];

export async function fetchSlots([path, query]: SlotsKey): Promise<SlotDays> {
  return checked(daysAnswer, await apiFetch(path, { query }), 'fetch-time-slots').days;
}

/** Days with at least one slot that still has a free room, mapped to those slots. */
export function bookableDays(days: SlotDays): Map<string, Slot[]> {
  const map = new Map<string, Slot[]>();
  for (const d of days) {
    const open = d.slots.filter((s) => s.freeRooms > 0);
    if (open.length > 0) map.set(d.date, open);
  }
  return map;
}

/**
 * Days that have times but none with a free room: fully booked, told apart from a closed day
 * (no times at all), so the calendar can point to the waitlist for them.
 */
export function fullDays(days: SlotDays): Set<string> {
  const full = new Set<string>();
  for (const d of days)
    if (d.slots.length > 0 && d.slots.every((s) => s.freeRooms <= 0)) full.add(d.date);
  return full;
}

export async function isSlotOccupied(query: {
  locationSlug: string;
  checkupSlug: string;
  services: readonly string[];
  timeSlotStart: string;
}): Promise<boolean> {
  const body = await apiFetch(CHECK_OCCUPATION_PATH, {
    query: { ...query, services: query.services.length > 0 ? query.services.join(',') : undefined },
  });
  return checked(occupationAnswer, body, 'check-time-slot-occupation').occupied;
}
