/**
 * What the check-up step shows of each package, in one language: built on the server in
 * getStaticProps so the page carries only the text it needs. Amounts are the content's
 * (whole CHF); nothing here computes a price.
 */
import type { CheckupPackage, Language, Location, Service } from '@/server/content/model';
import { localized } from '@/shared/localized';
import { locationsForCheckup } from '@/shared/offering';
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import { stepHref } from '@/features/booking/url/stepHref';

export interface IncludedService {
  slug: string;
  title: string;
  icon: string | null;
}

export interface CheckupOffer {
  slug: string;
  title: string;
  titleTwoPersons: string;
  description: string;
  durationMinutes: number;
  price: number;
  priceTwoPerson: number;
  included: IncludedService[];
  /** Titles of the open locations that offer everything the check-up includes. */
  locations: string[];
}

export type Persons = 'alone' | 'two';

export function buildCheckupOffers(
  packages: CheckupPackage[],
  services: Service[],
  language: Language,
  /** For the catalogue rule (shared/offering.ts); without them no location is named. */
  allLocations: readonly Location[] = [],
): CheckupOffer[] {
  const bySlug = new Map(services.map((s) => [s.slug, s]));
  return packages.map((pkg) => ({
    slug: pkg.slug,
    title: localized(pkg, 'title', language),
    titleTwoPersons: localized(pkg, 'title_two_persons', language),
    description: localized(pkg, 'description', language),
    durationMinutes: pkg.durationMinutes,
    price: pkg.price,
    priceTwoPerson: pkg.priceTwoPerson,
    // A slug without a service document is left out rather than shown raw.
    included: pkg.includedServices.flatMap((slug) => {
      const service = bySlug.get(slug);
      return service
        ? [{ slug, title: localized(service, 'title', language), icon: service.icon }]
        : [];
    }),
    locations: locationsForCheckup(allLocations, pkg).map((l) => localized(l, 'title', language)),
  }));
}

/**
 * Where choosing a package leads (SPEC 2 query parameters): the whole booking query of the
 * current state (services, location, selectedDate, discountCode, ... from a landing link or
 * earlier steps) with the chosen check-up. The partner flag is always written: an absent
 * value leaves the store alone, so "alone" must say false to end a partner booking chosen
 * earlier in the session (the URL sync then drops the false).
 */
export function nextStepHref(
  slug: string,
  persons: Persons,
  state: BookingState = INITIAL_BOOKING_STATE,
): string {
  const href = stepHref('/add-ons', {
    ...state,
    checkupSlug: slug,
    isPartnerBooking: false,
  });
  const isPartnerBooking = `isPartnerBooking=${persons === 'two' ? 'true' : 'false'}`;
  return `${href}${href.includes('?') ? '&' : '?'}${isPartnerBooking}`;
}
