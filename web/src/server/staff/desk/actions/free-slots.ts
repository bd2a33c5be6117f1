/**
 * The move dialog's free start times (docs/staff-desk.md, "Move"): a day of a location for this
 * booking's length, from the public slot engine (server/availability) with the minimum notice
 * lifted as staff may, the booking's own time not counted as busy.
 */
import type { z } from 'zod';
import type { staffFreeSlotsQuerySchema } from '@/contracts/staff-free-slots';
import { computeAvailability } from '@/server/availability';
import { zurichDays } from '@/server/availability/zone';
import { DomainError } from '@/server/domain-error';
import { busyIntervals } from '@/server/reservations/busy';
import type { StaffActor } from '@/server/staff/actor';
import { requireLocation } from '@/server/staff/route';
import { bookingForAction, type DeskDeps } from './common';
import { LOCATION_DOES_NOT_OFFER_CHECKUP } from '@/contracts/error-ids';

export type FreeSlotsQuery = z.infer<typeof staffFreeSlotsQuerySchema>;

export type FreeSlot = { start: string; freeRooms: number };

export async function freeSlotsFor(
  actor: StaffActor,
  query: FreeSlotsQuery,
  deps: DeskDeps,
): Promise<{ locationId: string; durationMinutes: number; slots: FreeSlot[] }> {
  const row = await bookingForAction(actor, query.id, deps.db);
  const locationId = query.location ?? row.locationId;
  requireLocation(actor, locationId);
  const location = deps.catalog.locations.find((l) => l.id === locationId);
  if (!location) throw new DomainError('selection-invalid', LOCATION_DOES_NOT_OFFER_CHECKUP);
  const durationMinutes = (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
  const day = zurichDays(query.date)!;
  const from = new Date(Math.max(day.start.getTime(), deps.now.getTime()));
  const to = day.end;
  const busy = from < to ? await busyIntervals(deps.db, location.id, from, to, row.id) : [];
  const [availability] = computeAvailability({
    location: { ...location, minimumNoticeHours: 0 },
    busy,
    durationMinutes,
    startDate: query.date,
    endDate: query.date,
    now: deps.now,
  });
  return {
    locationId,
    durationMinutes,
    slots: (availability?.slots ?? []).filter((s) => s.freeRooms > 0),
  };
}
