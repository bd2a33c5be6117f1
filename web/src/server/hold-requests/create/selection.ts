/**
 * Create step 1, selection: the slugs resolved against the catalogue (offering rule, add-ons,
 * total duration) and the start checked against the location's slot grid. Pure.
 */
import { DomainError } from '@/server/domain-error';
import type { Catalog, CheckupPackage, Location, Service } from '@/server/content';
import { isSlotStart, instantDate } from '@/server/availability';
import { zurichDate } from '@/server/availability/zone';
import { log } from '@/server/log';
import { resolveBooking } from '@/server/reservations/booking';
import { locationProblemId } from '@/server/reservations/errors';
import type { ReservationData } from '@/shared/reservation-input';
import { RESERVE_OTHER } from '@/contracts/error-ids';

export type Selection = {
  pkg: CheckupPackage;
  services: Service[];
  location: Location;
  start: Date;
  end: Date;
  /** The location-day (Zurich) of the start: the unit creates take turns on (../slot-lock.ts). */
  day: string;
};

/** Throws DomainError selection-invalid (with the location's problem id when it has one). */
export function resolveSelection(catalog: Catalog, data: ReservationData, now: Date): Selection {
  const resolved = resolveBooking(catalog, {
    checkupSlug: data.checkupSlug,
    services: data.services,
    locationSlug: data.locationSlug,
  });
  if (!resolved.ok) {
    log.info('reserve-rejected', { reason: resolved.problem });
    throw new DomainError(
      'selection-invalid',
      locationProblemId(resolved.problem) ?? RESERVE_OTHER,
    );
  }
  const { pkg, services, location, totalDuration } = resolved.booking;
  const start = instantDate(data.timeSlotStart);
  if (!location || !start || !isSlotStart(location, totalDuration, start, now)) {
    log.info('reserve-rejected', { reason: 'not-a-slot', location: data.locationSlug });
    throw new DomainError('selection-invalid', RESERVE_OTHER);
  }
  const end = new Date(start.getTime() + totalDuration * 60_000);
  return { pkg, services, location, start, end, day: zurichDate(start) };
}
