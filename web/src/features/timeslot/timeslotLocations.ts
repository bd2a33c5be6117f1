/** What the timeslot step needs of each location (built in getStaticProps). */
import type { Language, Location } from '@/server/content/model';
import { localized } from '@/shared/localized';

export interface TimeslotLocation {
  slug: string;
  title: string;
  bookingHorizonDays: number;
}

export function buildTimeslotLocations(
  locations: readonly Location[],
  language: Language,
): TimeslotLocation[] {
  return locations.map((l) => ({
    slug: l.slug,
    title: localized(l, 'title', language),
    bookingHorizonDays: l.bookingHorizonDays,
  }));
}
