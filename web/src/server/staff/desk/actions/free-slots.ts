/**
 * The desk's free start times (docs/staff-desk.md, "Move" and "Walk-ins"): a day of a location
 * for a booking's length (the move dialog, the booking's own time not counted as busy) or a new
 * booking's (book for a caller, a walk-in), from the public slot engine (server/availability)
 * with the minimum notice lifted as staff may.
 */
import type { z } from 'zod';
import type { staffFreeSlotsQuerySchema } from '@/contracts/staff-free-slots';
import { computeAvailability } from '@/server/availability';
import { zurichDays } from '@/server/availability/zone';
import { DomainError } from '@/server/domain-error';
import { busyIntervals } from '@/server/reservations/busy';
import type { StaffActor } from '@/server/staff/actor';
import { requireLocation } from '@/server/staff/route';
import { resolveBooking } from '@/server/reservations/booking';
import { locationProblemId } from '@/server/reservations/errors';
import { bookingForAction, requireRole, type DeskDeps } from './common';
import { LOCATION_DOES_NOT_OFFER_CHECKUP, RESERVE_OTHER } from '@/contracts/error-ids';

export type FreeSlotsQuery = Omit<z.infer<typeof staffFreeSlotsQuerySchema>, 'services'> & {
  services?: string[];
};

export type FreeSlot = { start: string; freeRooms: number };

export async function freeSlotsFor(
  actor: StaffActor,
  query: FreeSlotsQuery,
  deps: DeskDeps,
): Promise<{ locationId: string; durationMinutes: number; slots: FreeSlot[] }> {
  if (query.id === undefined) return freeSlotsForNew(actor, query, deps);
  const row = await bookingForAction(actor, query.id, deps.db);
  const locationId = query.location ?? row.locationId;
  requireLocation(actor, locationId);
  const location = deps.catalog.locations.find((l) => l.id === locationId);
  if (!location) throw new DomainError('selection-invalid', LOCATION_DOES_NOT_OFFER_CHECKUP);
  if (query.room && !location.roomId.includes(query.room))
    throw new DomainError('selection-invalid', RESERVE_OTHER);
  const durationMinutes = (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
  return {
    locationId,
    durationMinutes,
    slots: await staffSlots(location, durationMinutes, query.date, deps, row.id, query.room),
  };
}

/**
 * A new booking's free starts (book for a caller, a walk-in at the desk): the check-up with its
 * add-ons at the location, its length from the catalogue; reception and up.
 */
async function freeSlotsForNew(
  actor: StaffActor,
  query: FreeSlotsQuery,
  deps: DeskDeps,
): Promise<{ locationId: string; durationMinutes: number; slots: FreeSlot[] }> {
  requireRole(actor, 'reception');
  const locationId = query.location!; // the contract asks for it without an id
  requireLocation(actor, locationId);
  const location = deps.catalog.locations.find((l) => l.id === locationId);
  if (!location) throw new DomainError('selection-invalid', LOCATION_DOES_NOT_OFFER_CHECKUP);
  const resolved = resolveBooking(deps.catalog, {
    checkupSlug: query.checkup!,
    services: query.services ?? [],
    locationSlug: location.slug,
  });
  if (!resolved.ok)
    throw new DomainError(
      'selection-invalid',
      locationProblemId(resolved.problem) ?? LOCATION_DOES_NOT_OFFER_CHECKUP,
    );
  const durationMinutes = resolved.booking.totalDuration;
  return {
    locationId,
    durationMinutes,
    slots: await staffSlots(location, durationMinutes, query.date, deps),
  };
}

/**
 * The day's free starts from now on, the minimum notice lifted; `ignore` not counted as busy;
 * with `room`, the starts free in that one room (what else is busy does not count).
 */
async function staffSlots(
  location: DeskDeps['catalog']['locations'][number],
  durationMinutes: number,
  date: string,
  deps: DeskDeps,
  ignore?: string,
  room?: string,
): Promise<FreeSlot[]> {
  const day = zurichDays(date)!;
  const from = new Date(Math.max(day.start.getTime(), deps.now.getTime()));
  const to = day.end;
  const all = from < to ? await busyIntervals(deps.db, location.id, from, to, ignore) : [];
  const busy = room ? all.filter((b) => b.roomId === room) : all;
  const [availability] = computeAvailability({
    location: { ...location, roomId: room ? [room] : location.roomId, minimumNoticeHours: 0 },
    busy,
    durationMinutes,
    startDate: date,
    endDate: date,
    now: deps.now,
  });
  return (availability?.slots ?? []).filter((s) => s.freeRooms > 0);
}
