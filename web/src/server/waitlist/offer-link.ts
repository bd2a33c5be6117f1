/**
 * What the offer email's link opens (docs/waitlist.md): the held slot for the summary step, and
 * for an earlier-slot offer the move itself, a reschedule through the manage link's path
 * (manage-link/actions.ts rescheduleRow: the booking's policy, no second payment) that takes
 * over the offer's hold in its transaction.
 */
import { eq } from 'drizzle-orm';
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
import { lockOpenOffer, markTaken } from './offers';

async function openOffer(
  token: string,
  db: Db,
  now: Date,
  { closedToo = false }: { closedToo?: boolean } = {},
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
  if (!closedToo && !isOpen(offer, now))
    throw new DomainError('waitlist-closed', WAITLIST_OFFER_CLOSED);
  return { offer, entry, email };
}

const isOpen = (offer: WaitlistOffer, now: Date) =>
  offer.state === 'open' && offer.expiresAt.getTime() > now.getTime();

/**
 * The offer's state as its page tells it: an open offer past its end has expired even before
 * the expiry job marked it (docs/waitlist.md "Offer pages").
 */
function stateOf(offer: WaitlistOffer, now: Date): WaitlistOfferView['state'] {
  return offer.state === 'open' && !isOpen(offer, now) ? 'expired' : offer.state;
}

/**
 * The offer a token names, as the offer page needs it (reads only): an open one to book, and a
 * closed one (taken, expired and passed on, withdrawn by leaving) with its state and the
 * entry's, so the page says what is true (docs/waitlist.md "Offer pages").
 */
export async function offerView(token: string, deps: ManageDeps): Promise<WaitlistOfferView> {
  const { db, catalog, now } = deps;
  const { offer, entry, email } = await openOffer(token, db, now, { closedToo: true });
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
    state: stateOf(offer, now),
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
 * Takes an earlier-slot offer: the booking moves onto the offered slot through the manage
 * link's reschedule (the policy decides; 409 with its refusal otherwise), and in the move's
 * transaction, under its location-day lock, the offer's hold ends, its room is the one the
 * booking takes and the offer is marked taken (docs/waitlist.md "Taking an offer"). Nobody can
 * take the room in between. When the move fails, all of it rolls back: the offer stays open and
 * its hold keeps the room until the offer expires (its expiry job passes the slot on).
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
  const [hold] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, offer.holdReservationId));
  try {
    return await rescheduleRow(
      booking,
      { timeSlotStart: toZurichIso(offer.startsAt), locationSlug: offerLocationSlug(deps, offer) },
      deps,
      {
        takesOverHold: hold?.status === 'pending' ? hold : undefined,
        // The offer ended meanwhile (its expiry job, the entry left): nothing moves.
        underLock: async (tx) => {
          if (!(await lockOpenOffer(tx, offer.id)))
            throw new DomainError('waitlist-closed', WAITLIST_OFFER_CLOSED);
        },
        inTx: (tx) => markTaken(tx, offer, booking.id),
      },
    );
  } catch (err) {
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
