import type { KnownSlugs } from '../bookingQuery';

/** The slugs the URL tests' content knows: two check-ups, two add-ons, two locations. */
export const KNOWN: KnownSlugs = {
  checkups: ['whole_body_scan', 'whole_body_scan_with_blood_test'],
  services: ['dxa', 'lung_ct'],
  locations: ['bern', 'zurich_bellevue'],
};
