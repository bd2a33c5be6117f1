/**
 * What may be booked together, and how long it takes: pure checks against the content
 * catalog (package, location, add-on services). Durations and rules live in content.
 */
import type { Catalog, CheckupPackage, Location, Service } from '@/server/content';
import { locationOffersCheckup, locationOffersService } from '@/shared/offering';
import { LOCATION_DOES_NOT_OFFER_CHECKUP } from '@/contracts/error-ids';

export type BookingSelection = {
  checkupSlug: string;
  services: readonly string[];
  locationSlug?: string;
};

export type ResolvedBooking = {
  pkg: CheckupPackage;
  services: Service[];
  location: Location | null;
  totalDuration: number;
};

export type BookingProblem =
  | 'unknown-checkup'
  | 'unknown-location'
  | 'location-coming-soon'
  | typeof LOCATION_DOES_NOT_OFFER_CHECKUP
  | 'unknown-service'
  | 'duplicate-service'
  | 'service-not-bookable'
  | 'service-not-offered'
  | 'service-not-at-location'
  | 'services-conflict';

export type BookingResult =
  { ok: true; booking: ResolvedBooking } | { ok: false; problem: BookingProblem };

/**
 * Resolves slugs against the catalog and checks the combination: the services are bookable,
 * offered by the package as add-ons, supported at the location (when one is given) and not
 * excluded by one another's cannotBeBookedTogether.
 */
export function resolveBooking(catalog: Catalog, sel: BookingSelection): BookingResult {
  const pkg = catalog.packages.find((p) => p.slug === sel.checkupSlug);
  if (!pkg) return { ok: false, problem: 'unknown-checkup' };
  let location: Location | null = null;
  if (sel.locationSlug !== undefined) {
    location = catalog.locations.find((l) => l.slug === sel.locationSlug) ?? null;
    if (!location) return { ok: false, problem: 'unknown-location' };
    if (location.isComingSoon) return { ok: false, problem: 'location-coming-soon' };
    if (!locationOffersCheckup(location, pkg))
      return { ok: false, problem: LOCATION_DOES_NOT_OFFER_CHECKUP };
  }
  if (new Set(sel.services).size !== sel.services.length)
    return { ok: false, problem: 'duplicate-service' };
  const services: Service[] = [];
  for (const slug of sel.services) {
    const service = catalog.services.find((s) => s.slug === slug);
    if (!service) return { ok: false, problem: 'unknown-service' };
    if (service.cannotBeBooked || service.price === null || service.durationMinutes === null) {
      return { ok: false, problem: 'service-not-bookable' };
    }
    if (!pkg.availableAdditionalServices.includes(slug))
      return { ok: false, problem: 'service-not-offered' };
    if (location && !locationOffersService(location, slug))
      return { ok: false, problem: 'service-not-at-location' };
    services.push(service);
  }
  for (const a of services) {
    if (services.some((b) => a.cannotBeBookedTogether.includes(b.slug))) {
      return { ok: false, problem: 'services-conflict' };
    }
  }
  const totalDuration =
    pkg.durationMinutes + services.reduce((sum, s) => sum + (s.durationMinutes ?? 0), 0);
  return { ok: true, booking: { pkg, services, location, totalDuration } };
}
