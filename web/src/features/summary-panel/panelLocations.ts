/** What the summary panel shows of a location, in one language (built in getStaticProps). */
import type { Language, Location } from '@/server/content/model';
import { localized } from '@/shared/localized';

export interface PanelLocation {
  slug: string;
  title: string;
  address: string;
  /** Service slugs this location cannot perform (the partner's add-ons leave them out). */
  unsupportedServices?: string[];
}

export function buildPanelLocations(
  locations: readonly Location[],
  language: Language,
): PanelLocation[] {
  return locations.map((l) => ({
    slug: l.slug,
    title: localized(l, 'title', language),
    address: localized(l, 'address', language),
    unsupportedServices: [...l.unsupportedServices],
  }));
}
