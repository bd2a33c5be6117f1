/**
 * What the "book for a caller" form offers: the site's catalogue (public content, no personal
 * data), read at build and revalidation like the booking pages'. Slots and prices come from the
 * same APIs and rules as the site.
 */
import { getCatalog } from '@/server/content';

export type BookOptions = {
  checkups: { slug: string; title_en: string; title_de: string; addOns: string[] }[];
  services: { slug: string; title_en: string; title_de: string }[];
  locations: { id: string; slug: string; title_en: string; title_de: string }[];
};

export async function loadBookOptions(): Promise<BookOptions> {
  const catalog = await getCatalog();
  return {
    checkups: catalog.packages.map((p) => ({
      slug: p.slug,
      title_en: p.title_en,
      title_de: p.title_de,
      addOns: p.availableAdditionalServices,
    })),
    services: catalog.services.map((s) => ({
      slug: s.slug,
      title_en: s.title_en,
      title_de: s.title_de,
    })),
    locations: catalog.locations
      .filter((l) => !l.isComingSoon)
      .map((l) => ({ id: l.id, slug: l.slug, title_en: l.title_en, title_de: l.title_de })),
  };
}
