/**
 * The staff desk's waitlist of a location (docs/staff-desk.md, docs/waitlist.md): entries for
 * this location or for any location, in joining order, with their offers (which slot, how it
 * ended, the booking that took it). Staff see the email: it is who was offered what.
 */
import { asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { StaffWaitlistResponse } from '@/contracts/staff-waitlist';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { reservations, waitlistEntries, waitlistOffers } from '@/server/db/schema';
import { recordAudit } from '@/server/staff/audit';
import { seesLocation, type StaffActor } from '@/server/staff/actor';

export async function staffWaitlist(
  actor: StaffActor,
  locationId: string,
  deps: { db: Db; catalog: Catalog },
): Promise<StaffWaitlistResponse | null> {
  const { db, catalog } = deps;
  const location = catalog.locations.find((l) => l.id === locationId);
  if (!location) return null;
  const title = (l: { title_en: string; title_de: string }) =>
    actor.language === 'de' ? l.title_de : l.title_en;
  const entries = await db
    .select()
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.locationId, locationId), isNull(waitlistEntries.locationId)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const ids = entries.map((e) => e.id);
  const offers = ids.length
    ? await db
        .select()
        .from(waitlistOffers)
        .where(inArray(waitlistOffers.entryId, ids))
        .orderBy(asc(waitlistOffers.createdAt))
    : [];
  const bookingIds = [
    ...new Set(
      [...offers.map((o) => o.bookingReservationId), ...entries.map((e) => e.reservationId)].filter(
        (id): id is string => id !== null,
      ),
    ),
  ];
  const references = new Map(
    (bookingIds.length
      ? await db
          .select({ id: reservations.id, name: reservations.name })
          .from(reservations)
          .where(inArray(reservations.id, bookingIds))
      : []
    ).map((r) => [r.id, r.name]),
  );
  await recordAudit(db, actor, { action: 'waitlist-viewed', locationId, detail: {} });
  const label = (id: string, kind: 'package' | 'service') => {
    const doc =
      kind === 'package'
        ? catalog.packages.find((p) => p.id === id)
        : catalog.services.find((s) => s.id === id);
    return doc ? title(doc) : id;
  };
  return {
    location: { id: location.id, name: title(location) },
    locations: catalog.locations
      .filter((l) => seesLocation(actor, l.id))
      .map((l) => ({ id: l.id, name: title(l) })),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      state: e.state,
      joinedAt: e.createdAt.toISOString(),
      email: e.contact.email,
      checkup: label(e.checkupId, 'package'),
      addOns: e.serviceIds.map((id) => label(id, 'service')),
      thisLocationOnly: e.locationId !== null,
      from: e.fromDate,
      to: e.toDate,
      weekdays: e.weekdays,
      timeOfDay: e.timeOfDay,
      bookingReference: e.reservationId ? (references.get(e.reservationId) ?? null) : null,
      offers: offers
        // An any-location entry's offers elsewhere belong to the other location's list.
        .filter((o) => o.entryId === e.id && o.locationId === locationId)
        .map((o) => ({
          start: o.startsAt.toISOString(),
          end: o.endsAt.toISOString(),
          state: o.state,
          offeredAt: o.createdAt.toISOString(),
          expiresAt: o.expiresAt.toISOString(),
          bookingReference: o.bookingReservationId
            ? (references.get(o.bookingReservationId) ?? null)
            : null,
        })),
    })),
  };
}
