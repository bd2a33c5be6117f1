/** The slugs the URL sync accepts (SPEC 2: unknown values are dropped), from content. */
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';

export function knownSlugsOf(content: {
  packages: readonly { slug: string }[];
  services: readonly { slug: string }[];
  locations: readonly { slug: string }[];
}): KnownSlugs {
  return {
    checkups: content.packages.map((p) => p.slug),
    services: content.services.map((s) => s.slug),
    locations: content.locations.map((l) => l.slug),
  };
}
