/**
 * What the "book for a caller" form offers: the site's catalogue (public content, no personal
 * data), read at build and revalidation like the booking pages'. Slots and prices come from the
 * same APIs and rules as the site.
 */
import { getCatalog } from '@/server/content';
import { effectivePolicy, type BookingPolicy } from '@/shared/booking-policy';

export type BookOptions = {
  checkups: {
    slug: string;
    title_en: string;
    title_de: string;
    addOns: string[];
    /** Services the check-up includes: a location must offer each (shared/offering.ts). */
    includedServices: string[];
    /** The cancellation rules of this check-up: the form tells the late terms before submit. */
    policy: BookingPolicy;
  }[];
  services: { slug: string; title_en: string; title_de: string }[];
  locations: {
    id: string;
    slug: string;
    title_en: string;
    title_de: string;
    /** Services this location does not perform: their add-ons are not offered there. */
    unsupportedServices: string[];
    /** The visitor's notice: a slot inside it is a walk-in for staff (a reason is asked). */
    minimumNoticeHours: number;
    rooms: { key: string; label: string }[];
  }[];
};

export async function loadBookOptions(): Promise<BookOptions> {
  const catalog = await getCatalog();
  return {
    checkups: catalog.packages.map((p) => ({
      slug: p.slug,
      title_en: p.title_en,
      title_de: p.title_de,
      addOns: p.availableAdditionalServices,
      includedServices: p.includedServices,
      policy: effectivePolicy(catalog.settings, p),
    })),
    services: catalog.services.map((s) => ({
      slug: s.slug,
      title_en: s.title_en,
      title_de: s.title_de,
    })),
    locations: catalog.locations
      .filter((l) => !l.isComingSoon)
      .map((l) => ({
        id: l.id,
        slug: l.slug,
        title_en: l.title_en,
        title_de: l.title_de,
        unsupportedServices: l.unsupportedServices,
        minimumNoticeHours: l.minimumNoticeHours,
        rooms: l.rooms.map((r) => ({ key: r.key, label: r.label })),
      })),
  };
}
