/** Availability of a location for a booking: busy rows from the database, slots from the engine. */
import { DomainError } from '@/server/domain-error';
import { getCatalog, type Catalog } from '@/server/content';
import type { z } from 'zod';
import type {
  fetchDurationQuerySchema,
  FetchDurationResponse,
} from '@/contracts/reservation-fetch-duration';
import type {
  fetchEndDateQuerySchema,
  FetchEndDateResponse,
} from '@/contracts/reservation-fetch-end-date';
import type { Db } from '@/server/db/client';
import {
  computeAvailability,
  freeRooms,
  isSlotStart,
  toZurichIso,
  windowDays,
  zurichDay,
  type DayAvailability,
} from '@/server/availability';
import { DateTime } from 'luxon';
import { log } from '@/server/log';
import { resolveBooking, type ResolvedBooking } from './booking';
import { busyIntervals } from './busy';
import { cachedTimeSlots, cachedTimeSlotsJson, slotCacheEnabled } from './slot-cache';
import { locationProblemId } from './errors';
import { INVALID_REQUEST } from '@/contracts/error-ids';
import { ZONE } from '@/shared/zone';

export const MAX_WINDOW_DAYS = 62;

type Deps = { db: Db; catalog: Catalog; now: Date };

function resolveOrThrow(
  catalog: Catalog,
  sel: { checkupSlug: string; services: readonly string[]; locationSlug?: string },
): ResolvedBooking {
  const resolved = resolveBooking(catalog, sel);
  if (!resolved.ok) {
    log.info('booking-selection-invalid', { reason: resolved.problem });
    throw new DomainError(
      'selection-invalid',
      locationProblemId(resolved.problem) ?? INVALID_REQUEST,
    );
  }
  return resolved.booking;
}

/** Package minutes plus the add-ons' minutes. */
export function fetchDuration(
  catalog: Catalog,
  sel: { checkupSlug: string; services: readonly string[] },
): number {
  return resolveOrThrow(catalog, sel).totalDuration;
}

/** End of a slot that starts at `start` for this selection, as ISO with the Zurich offset. */
export function fetchEndDate(
  catalog: Catalog,
  sel: { checkupSlug: string; services: readonly string[] },
  start: Date,
): { timeSlotEnd: string; totalDuration: number } {
  const totalDuration = fetchDuration(catalog, sel);
  return { timeSlotEnd: toZurichIso(start.getTime() + totalDuration * 60_000), totalDuration };
}

/** GET /api/reservation/fetch-duration's answer: the selection's minutes. */
export async function fetchDurationAnswer(
  q: z.output<typeof fetchDurationQuerySchema>,
): Promise<{ body: FetchDurationResponse }> {
  return { body: { totalDuration: fetchDuration(await getCatalog(), q) } };
}

/** GET /api/reservation/fetch-end-date's answer: its end (Zurich offset) and minutes. */
export async function fetchEndDateAnswer(
  q: z.output<typeof fetchEndDateQuerySchema>,
): Promise<{ body: FetchEndDateResponse }> {
  return { body: fetchEndDate(await getCatalog(), q, q.timeSlotStart) };
}

export type TimeSlotsQuery = {
  locationSlug: string;
  checkupSlug: string;
  services: readonly string[];
  startDate: string;
  endDate: string;
};

/** The location and duration of a window query, after the same checks as ever. */
function resolveWindow(q: TimeSlotsQuery, deps: Deps): { booking: ResolvedBooking } {
  const booking = resolveOrThrow(deps.catalog, q);
  const days = windowDays(q.startDate, q.endDate);
  if (days === null || days > MAX_WINDOW_DAYS) {
    throw new DomainError('selection-invalid', INVALID_REQUEST);
  }
  return { booking };
}

/**
 * Bookable slots per day of the window (at most MAX_WINDOW_DAYS days), with free room counts.
 * A slot with no room free is not bookable and is left out: it disappears once taken.
 * Served through the slot cache (./slot-cache.ts) unless it is switched off; the answer is the
 * same either way (slot-cache tests compare them).
 */
export async function fetchTimeSlots(
  q: TimeSlotsQuery,
  deps: Deps,
): Promise<{ days: DayAvailability[] }> {
  const { booking } = resolveWindow(q, deps);
  if (!slotCacheEnabled()) return computeTimeSlots(q, booking, deps);
  return cachedTimeSlots(deps.db, booking.location!, booking.totalDuration, q, deps.now);
}

/** fetchTimeSlots as the JSON text the API sends (cached days are kept as text). */
export async function fetchTimeSlotsJson(q: TimeSlotsQuery, deps: Deps): Promise<string> {
  const { booking } = resolveWindow(q, deps);
  if (!slotCacheEnabled()) return JSON.stringify(await computeTimeSlots(q, booking, deps));
  return cachedTimeSlotsJson(deps.db, booking.location!, booking.totalDuration, q, deps.now);
}

/** The computation without the cache: busy rows of the window, then the engine. */
async function computeTimeSlots(
  q: TimeSlotsQuery,
  booking: ResolvedBooking,
  deps: Deps,
): Promise<{ days: DayAvailability[] }> {
  const location = booking.location!;
  const first = zurichDay(q.startDate)!;
  const last = zurichDay(q.endDate)!;
  // No slot starts before now: busy time before it is irrelevant, and a window in the
  // distant past (year 0000) never reaches the database, which cannot represent it.
  const from = new Date(Math.max(first.toMillis(), deps.now.getTime()));
  const to = last.plus({ days: 1 }).toJSDate();
  const busy = from < to ? await busyIntervals(deps.db, location.id, from, to) : [];
  const days = computeAvailability({
    location,
    busy,
    durationMinutes: booking.totalDuration,
    startDate: q.startDate,
    endDate: q.endDate,
    now: deps.now,
  });
  return {
    days: days.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.freeRooms > 0) })),
  };
}

/** fetchTimeSlots without the cache, whatever the switch says: the oracle of the cache tests. */
export async function fetchTimeSlotsUncached(
  q: TimeSlotsQuery,
  deps: Deps,
): Promise<{ days: DayAvailability[] }> {
  return computeTimeSlots(q, resolveWindow(q, deps).booking, deps);
}

/** Whether the slot can no longer be booked: not a valid slot (any more) or no room free. */
export async function checkTimeSlotOccupation(
  q: { locationSlug: string; checkupSlug: string; services: readonly string[]; start: Date },
  deps: Deps,
): Promise<{ occupied: boolean }> {
  const booking = resolveOrThrow(deps.catalog, q);
  const location = booking.location!;
  if (!isSlotStart(location, booking.totalDuration, q.start, deps.now)) return { occupied: true };
  const end = new Date(q.start.getTime() + booking.totalDuration * 60_000);
  const busy = await busyIntervals(deps.db, location.id, q.start, end);
  return { occupied: freeRooms(location.roomId, busy, q.start, end).length === 0 };
}

/** Days looked at per step when searching the first free slot: most answers come from the first. */
const NEXT_FREE_STEP_DAYS = 14;

/**
 * The first bookable slot of each location for this selection, for the location cards'
 * "next free" line (docs/spec.md): null where the location cannot take the selection (coming
 * soon, an add-on it lacks) or has nothing free within its booking horizon. It reuses
 * fetchTimeSlots in 14-day windows and stops at the first day with a slot, so a location
 * with free time this fortnight costs one busy-interval query.
 */
export async function nextFreeSlots(
  sel: { checkupSlug: string; services: readonly string[] },
  deps: Deps,
): Promise<{ locations: { locationSlug: string; nextFree: string | null }[] }> {
  resolveOrThrow(deps.catalog, sel);
  const today = DateTime.fromJSDate(deps.now, { zone: ZONE }).startOf('day');
  const locations = await Promise.all(
    deps.catalog.locations.map(async (location) => {
      const resolved = resolveBooking(deps.catalog, { ...sel, locationSlug: location.slug });
      if (!resolved.ok) return { locationSlug: location.slug, nextFree: null };
      for (let offset = 0; offset <= location.bookingHorizonDays; offset += NEXT_FREE_STEP_DAYS) {
        const { days } = await fetchTimeSlots(
          {
            ...sel,
            locationSlug: location.slug,
            startDate: today.plus({ days: offset }).toISODate()!,
            endDate: today.plus({ days: offset + NEXT_FREE_STEP_DAYS - 1 }).toISODate()!,
          },
          deps,
        );
        const first = days.find((day) => day.slots.length > 0)?.slots[0];
        if (first) return { locationSlug: location.slug, nextFree: first.start };
      }
      return { locationSlug: location.slug, nextFree: null };
    }),
  );
  return { locations };
}
