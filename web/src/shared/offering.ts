/**
 * The catalogue's one rule of what can be booked where (point 3, docs/identity-and-snapshot.md), pure so that the
 * check-up, add-ons and location steps, fetch-time-slots, payment-data and create all apply
 * the same one: a location supports a check-up only if it offers every service the check-up
 * includes, and an add-on only if it offers that service too.
 */
import type { Location } from '@/server/content/model';

// Read-only views, so that callers holding read-only lists (the client's KnownSlugs) pass them
// as they are.
type Offering = { readonly unsupportedServices: readonly string[] };
type Includes = { readonly includedServices: readonly string[] };

/** The check-up's included services this location does not offer (empty: it supports it). */
export function missingIncludedServices(location: Offering, checkup: Includes): string[] {
  return checkup.includedServices.filter((slug) => location.unsupportedServices.includes(slug));
}

export function locationOffersCheckup(location: Offering, checkup: Includes): boolean {
  return missingIncludedServices(location, checkup).length === 0;
}

export function locationOffersService(location: Offering, serviceSlug: string): boolean {
  return !location.unsupportedServices.includes(serviceSlug);
}

/** Open locations (not "coming soon") where the check-up can be booked. */
export function locationsForCheckup<L extends Offering & Pick<Location, 'isComingSoon'>>(
  locations: readonly L[],
  checkup: Includes,
): L[] {
  return locations.filter((l) => !l.isComingSoon && locationOffersCheckup(l, checkup));
}

/** Whether some open location offers both the check-up and this add-on. */
export function addonBookableSomewhere(
  locations: readonly (Offering & Pick<Location, 'isComingSoon'>)[],
  checkup: Includes,
  serviceSlug: string,
): boolean {
  return locationsForCheckup(locations, checkup).some((l) => locationOffersService(l, serviceSlug));
}
