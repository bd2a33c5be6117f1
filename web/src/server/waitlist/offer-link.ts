/**
 * What the offer email's link opens (docs/waitlist.md): the held slot for the summary step, and
 * for an earlier-slot offer the move itself, a reschedule through the manage link's path
 * (manage-link/actions.ts rescheduleRow: the booking's policy, no second payment).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ManagedBooking } from '@/contracts/booking-manage';
import type { OfferResponse, WaitlistOfferView } from '@/contracts/waitlist-offer';
import type { AcceptResponse } from '@/contracts/waitlist-accept';
import { WAITLIST_LINK_INVALID, WAITLIST_OFFER_CLOSED } from '@/contracts/waitlist';
import type { Db } from '@/server/db/client';
import {
  reservations,
  waitlistEntries,
  waitlistOffers,
  type WaitlistEntry,
  type WaitlistOffer,
} from '@/server/db/schema';
import { toZurichIso } from '@/server/availability';
import { DomainError } from '@/server/domain-error';
import { log } from '@/server/log';
import { rescheduleRow, type ManageDeps } from '@/server/manage-link/actions';
import type { LinkAnswer } from '@/server/manage-link/route';
import { readWaitlistToken } from '@/server/tokens/waitlist';
import { entryView } from './entries';
import { announceSlotFreed } from '@/server/lifecycle/slot-freed';
import { endPendingHold } from '@/server/lifecycle/stale-holds';
import { markTaken } from './offers';

async function openOffer(
  token: string,
  db: Db,
  now: Date,
): Promise<{ offer: WaitlistOffer; entry: WaitlistEntry; email: string }> {
  const read = readWaitlistToken('waitlist-offer', token, now);
  const [offer] = read
    ? await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, read.id))
    : [];
  const [entry] = offer
    ? await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId))
    : [];
  const email = entry?.contact.email ?? '';
  if (!read || !offer || !entry || !email || !read.matches(email))
    throw new DomainError('waitlist-link-invalid', WAITLIST_LINK_INVALID);
  if (offer.state !== 'open' || offer.expiresAt.getTime() <= now.getTime())
    throw new DomainError('waitlist-closed', WAITLIST_OFFER_CLOSED);
  return { offer, entry, email };
}

/** The open offer a token names, as the offer page needs it (reads only). */
export async function offerView(token: string, deps: ManageDeps): Promise<WaitlistOfferView> {
  const { db, catalog, now } = deps;
  const { offer, entry, email } = await openOffer(token, db, now);
  const [hold] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, offer.holdReservationId));
  const location = catalog.locations.find((l) => l.id === offer.locationId);
  const [booking] =
    entry.kind === 'earlier-slot' && entry.reservationId
      ? await db.select().from(reservations).where(eq(reservations.id, entry.reservationId))
      : [];
  const de = entry.language === 'de';
  return {
    state: offer.state,
    expiresAt: offer.expiresAt.toISOString(),
    start: toZurichIso(offer.startsAt),
    end: toZurichIso(offer.endsAt),
    checkupSlug: hold?.checkupSlug ?? '',
    services: hold?.services ?? [],
    locationSlug: location?.slug ?? hold?.locationSlug ?? '',
    location: {
      slug: location?.slug ?? hold?.locationSlug ?? '',
      name: (de ? location?.title_de : location?.title_en) ?? '',
    },
    hold: { reservationId: offer.holdReservationId, email },
    booking: booking ? { reference: booking.name, start: toZurichIso(booking.startsAt) } : null,
    entry: entryView(entry, catalog),
  };
}

/** POST /api/waitlist/offer's answer (reads only). */
export const offerAnswer: LinkAnswer<Token, OfferResponse> = async ({ token }, deps) => ({
  offer: await offerView(token, deps),
});

type Token = { token: string };

/**
 * Takes an earlier-slot offer: its hold leaves the room, then the booking moves there through
 * the manage link's reschedule (the policy decides; 409 with its refusal otherwise). When the
 * move fails the offer ends and its slot is announced freed for the next entry.
 */
export async function acceptEarlierSlot(token: string, deps: ManageDeps): Promise<ManagedBooking> {
  const { db, now } = deps;
  const { offer, entry } = await openOffer(token, db, now);
  if (entry.kind !== 'earlier-slot' || !entry.reservationId)
    throw new DomainError('waitlist-closed', WAITLIST_OFFER_CLOSED);
  const [booking] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, entry.reservationId));
  if (!booking || !booking.personalData.email)
    throw new DomainError('waitlist-closed', WAITLIST_OFFER_CLOSED);
  // The hold leaves the way (the move takes its room next); the offer stays open until then.
  await endPendingHold(db, offer.holdReservationId, 'cancelled');
  try {
    const moved = await rescheduleRow(
      booking,
      { timeSlotStart: toZurichIso(offer.startsAt), locationSlug: offerLocationSlug(deps, offer) },
      deps,
    );
    await db.transaction(async (tx) => markTaken(tx, offer, booking.id));
    return moved;
  } catch (err) {
    await db.transaction(async (tx) => {
      const [closed] = await tx
        .update(waitlistOffers)
        .set({ state: 'expired', updatedAt: sql`now()` })
        .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, 'open')))
        .returning();
      if (closed) await announceSlotFreed(tx, offer, { kind: 'offer', offerId: offer.id });
    });
    log.info('waitlist-earlier-slot-refused', {
      offerId: offer.id,
      reason: err instanceof DomainError ? err.id : 'error',
    });
    throw err;
  }
}

/** POST /api/waitlist/accept's answer: the booking, moved to the offered slot. */
export const acceptAnswer: LinkAnswer<Token, AcceptResponse> = async ({ token }, deps) => ({
  booking: await acceptEarlierSlot(token, deps),
});

/** The offer's location slug (the booking's own, as earlier-slot entries keep the location). */
function offerLocationSlug(deps: ManageDeps, offer: WaitlistOffer): string | undefined {
  return deps.catalog.locations.find((l) => l.id === offer.locationId)?.slug;
}
