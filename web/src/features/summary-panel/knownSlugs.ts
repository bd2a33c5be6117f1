/** The slugs the URL sync accepts (SPEC 2: unknown values are dropped), from content. */
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';

export function knownSlugsOf(content: {
  packages: readonly { slug: string; includedServices: readonly string[] }[];
  services: readonly { slug: string }[];
  locations: readonly { slug: string; unsupportedServices: readonly string[] }[];
}): KnownSlugs {
  return {
    checkups: content.packages.map((p) => p.slug),
    services: content.services.map((s) => s.slug),
    locations: content.locations.map((l) => l.slug),
    unsupportedAt: Object.fromEntries(
      content.locations.map((l) => [l.slug, l.unsupportedServices]),
    ),
    includedIn: Object.fromEntries(content.packages.map((p) => [p.slug, p.includedServices])),
  };
}
