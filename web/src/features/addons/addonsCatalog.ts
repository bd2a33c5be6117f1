/**
 * What the add-ons step shows, in one language, for every package (the chosen package is
 * only known in the browser). Built on the server in getStaticProps; amounts are content's.
 */
import type { CheckupPackage, Language, Location, Service } from '@/server/content/model';
import { localized } from '@/shared/localized';
import { addonBookableSomewhere } from '@/shared/offering';

export interface AddonTag {
  id: string;
  title: string;
  color: 'info' | 'brand' | 'default';
}

export interface AddonCard {
  slug: string;
  title: string;
  description: string;
  icon: string | null;
  /** Francs; null when not bookable. */
  price: number | null;
  durationMinutes: number | null;
  highlighted: boolean;
  /** False for services shown as "coming soon" or offered nowhere with this check-up. */
  bookable: boolean;
  /** True when no open location offers this add-on together with the package. */
  notOffered: boolean;
  tags: AddonTag[];
  /** Slugs that cannot be booked together with this one. */
  cannotBeBookedTogether: string[];
  modalText: string | null;
  modalInfoText: string | null;
}

export interface IncludedItem {
  slug: string;
  title: string;
  icon: string | null;
}

export interface AddonsPackage {
  slug: string;
  title: string;
  included: IncludedItem[];
  addons: AddonCard[];
}

export function isBookable(
  service: Pick<Service, 'cannotBeBooked' | 'price' | 'durationMinutes'>,
): boolean {
  return !service.cannotBeBooked && service.price !== null && service.durationMinutes !== null;
}

export function buildAddonsCatalog(
  packages: readonly CheckupPackage[],
  services: readonly Service[],
  language: Language,
  /** The catalogue rule (shared/offering.ts) needs the locations; without them it is not applied. */
  locations?: readonly Pick<Location, 'unsupportedServices' | 'isComingSoon'>[],
): AddonsPackage[] {
  const bySlug = new Map(services.map((s) => [s.slug, s]));
  const known = (slugs: readonly string[]) => slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  return packages.map((pkg) => ({
    slug: pkg.slug,
    title: localized(pkg, 'title', language),
    included: known(pkg.includedServices).map((s) => ({
      slug: s.slug,
      title: localized(s, 'title', language),
      icon: s.icon,
    })),
    addons: known(pkg.availableAdditionalServices).map((s) => {
      const notOffered = locations ? !addonBookableSomewhere(locations, pkg, s.slug) : false;
      return {
        slug: s.slug,
        title: localized(s, 'title', language),
        description: localized(s, 'description', language),
        icon: s.icon,
        price: s.price,
        durationMinutes: s.durationMinutes,
        highlighted: s.highlighted,
        bookable: isBookable(s) && !notOffered,
        notOffered,
        tags: s.tags.map((tag) => ({
          id: tag.notionId,
          title: localized(tag, 'title', language),
          color: tag.color,
        })),
        cannotBeBookedTogether: s.cannotBeBookedTogether,
        modalText: localized(s, 'modal_text', language),
        modalInfoText: localized(s, 'modal_info_text', language),
      };
    }),
  }));
}
