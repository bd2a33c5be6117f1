/**
 * What an entry waits for, and whether a slot fits it (docs/waitlist.md): pure checks over
 * Zurich dates and times. The check-up, its add-ons and the location are resolved from content
 * by their Sanity ids (slugs may change while an entry waits).
 */
import { DateTime } from 'luxon';
import type { Catalog, Location } from '@/server/content';
import { resolveBooking, type ResolvedBooking } from '@/server/reservations/booking';
import { ZONE } from '@/shared/zone';

export type EntryTerms = {
  checkupId: string;
  serviceIds: readonly string[];
  locationId: string | null;
  fromDate: string;
  toDate: string;
  weekdays: readonly number[];
  timeOfDay: 'morning' | 'afternoon' | null;
};

/** Whether a slot starting at `startMs` fits the entry's dates, weekdays and time of day. */
export function slotFitsTerms(terms: EntryTerms, startMs: number): boolean {
  const t = DateTime.fromMillis(startMs, { zone: ZONE });
  const date = t.toISODate()!;
  if (date < terms.fromDate || date > terms.toDate) return false;
  if (terms.weekdays.length > 0 && !terms.weekdays.includes(t.weekday)) return false;
  if (terms.timeOfDay === 'morning' && t.hour >= 12) return false;
  if (terms.timeOfDay === 'afternoon' && t.hour < 12) return false;
  return true;
}

/** The entry's check-up and add-ons at `location` (null: content no longer offers them there). */
export function bookingAt(
  catalog: Catalog,
  terms: Pick<EntryTerms, 'checkupId' | 'serviceIds'>,
  location: Location,
): ResolvedBooking | null {
  const pkg = catalog.packages.find((p) => p.id === terms.checkupId);
  if (!pkg) return null;
  const services: string[] = [];
  for (const id of terms.serviceIds) {
    const service = catalog.services.find((s) => s.id === id);
    if (!service) return null;
    services.push(service.slug);
  }
  const resolved = resolveBooking(catalog, {
    checkupSlug: pkg.slug,
    services,
    locationSlug: location.slug,
  });
  return resolved.ok ? resolved.booking : null;
}
