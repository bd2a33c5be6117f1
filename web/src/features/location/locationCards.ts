/**
 * What the location step shows of each location, in one language (built in getStaticProps),
 * and the one rule it applies: a location must support every chosen add-on.
 */
import type { Language, Location, Service } from '@/server/content/model';
import { localized } from '@/shared/localized';
import { missingIncludedServices } from '@/shared/offering';

export interface LocationCard {
  slug: string;
  title: string;
  address: string;
  center: { lat: number; lng: number };
  /** Francs off the total, or null. */
  discountAmount: number | null;
  isComingSoon: boolean;
  /** Days ahead a slot may be booked (the waitlist's range ends there too). */
  bookingHorizonDays: number;
  /** Services this location cannot perform, with their titles. */
  unsupported: { slug: string; title: string }[];
}

export function buildLocationCards(
  locations: readonly Location[],
  services: readonly Service[],
  language: Language,
): LocationCard[] {
  const titles = new Map(services.map((s) => [s.slug, localized(s, 'title', language)]));
  return locations.map((l) => ({
    slug: l.slug,
    title: localized(l, 'title', language),
    address: localized(l, 'address', language),
    center: l.center,
    discountAmount: l.discountAmount,
    isComingSoon: l.isComingSoon,
    bookingHorizonDays: l.bookingHorizonDays,
    unsupported: l.unsupportedServices.map((slug) => ({ slug, title: titles.get(slug) ?? slug })),
  }));
}

/** What each check-up includes (service slugs; the page's `known.includedIn`, knownSlugs.ts). */
export type CheckupIncludes = Readonly<Record<string, readonly string[]>>;

/**
 * The chosen check-up's included services this location does not offer, with titles
 * (shared/offering.ts: the same rule create and fetch-time-slots apply).
 */
export function missingForCheckup(
  card: Pick<LocationCard, 'unsupported'>,
  includedServices: readonly string[] | undefined,
) {
  if (!includedServices) return [];
  const missing = missingIncludedServices(
    { unsupportedServices: card.unsupported.map((u) => u.slug) },
    { includedServices: [...includedServices] },
  );
  return card.unsupported.filter((u) => missing.includes(u.slug));
}

/** The chosen add-ons this location cannot perform. */
export function unsupportedChosen(
  card: Pick<LocationCard, 'unsupported'>,
  services: readonly string[],
) {
  return card.unsupported.filter((u) => services.includes(u.slug));
}

/** A plain OpenStreetMap link centred on the location (no map tiles on our page). */
export { mapLink } from '@/shared/mapLink';
