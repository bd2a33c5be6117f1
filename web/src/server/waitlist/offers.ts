/**
 * How an offer ends (docs/waitlist.md): taken (the entry booked the slot), expired (the hold
 * time passed; the slot goes on to the next matching entry) or withdrawn (the entry left).
 * And what a lapsed ordinary hold announces. Each runs in one transaction with the offer row
 * locked, so the expiry job and a leave at the same moment end an offer once.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { rowsOf, type Conn, type Db, type Tx } from '@/server/db/client';
import {
  reservations,
  waitlistEntries,
  waitlistOffers,
  type WaitlistOffer,
} from '@/server/db/schema';
import { endPendingHold } from '@/server/lifecycle/stale-holds';
import { expireReservation } from '@/server/lifecycle/transitions';
import { log } from '@/server/log';
import { announceHoldLapse, announceSlotFreed } from '@/server/lifecycle/slot-freed';

/** A hold due to lapse within this is waited for rather than checked again by a new job. */
const LAPSE_SLACK_MS = 5_000;

/** The offer row locked for this transaction; null unless it is still open. */
export async function lockOpenOffer(tx: Tx, offerId: string): Promise<WaitlistOffer | null> {
  const [offer] = await tx
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.id, offerId))
    .for('update');
  return offer?.state === 'open' ? offer : null;
}

/** The booking that took the offer's slot: the entry's email, same place and time, live. */
async function takingBooking(db: Conn, offer: WaitlistOffer): Promise<string | null> {
  const [entry] = await db
    .select({ emailHash: waitlistEntries.emailHash })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, offer.entryId));
  if (!entry?.emailHash) return null;
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.emailHash, entry.emailHash),
        eq(reservations.locationId, offer.locationId),
        eq(reservations.startsAt, offer.startsAt),
        ne(reservations.id, offer.holdReservationId),
        sql`(${reservations.status} = 'confirmed' or (${reservations.status} = 'pending' and ${reservations.holdExpiresAt} > now()))`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The offer's hold time is up (its job runs then). Taken when the entry booked the slot (the
 * summary's create released the hold and took the room again); otherwise expired: its hold
 * ends and the slot is announced freed, so the next matching entry gets it.
 */
export async function settleExpiredOffer(
  offerId: string,
  db: Db,
): Promise<'taken' | 'expired' | 'closed'> {
  return db.transaction(async (tx) => {
    const offer = await lockOpenOffer(tx, offerId);
    if (!offer) return 'closed';
    // The hold itself paid (its id reached the payment page), or a booking that replaced it.
    const [hold] = await tx
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, offer.holdReservationId));
    const booking =
      hold?.status === 'confirmed' ? offer.holdReservationId : await takingBooking(tx, offer);
    if (booking) {
      await markTaken(tx, offer, booking);
      return 'taken';
    }
    await tx
      .update(waitlistOffers)
      .set({ state: 'expired', updatedAt: sql`now()` })
      .where(eq(waitlistOffers.id, offer.id));
    await endHold(tx, offer);
    log.info('waitlist-offer-expired', { offerId: offer.id, entryId: offer.entryId });
    return 'expired';
  });
}

/** The offer is taken by `bookingId`: the entry has what it waited for. */
export async function markTaken(tx: Tx, offer: WaitlistOffer, bookingId: string): Promise<void> {
  await tx
    .update(waitlistOffers)
    .set({ state: 'taken', bookingReservationId: bookingId, updatedAt: sql`now()` })
    .where(eq(waitlistOffers.id, offer.id));
  await tx
    .update(waitlistEntries)
    .set({ state: 'booked', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, offer.entryId));
  log.info('waitlist-offer-taken', { offerId: offer.id, reservationId: bookingId });
}

/**
 * The offer's hold leaves its room (still pending: expired now, whatever its clock says) and
 * the slot is announced freed, in the caller's transaction.
 */
async function endHold(tx: Tx, offer: WaitlistOffer): Promise<void> {
  await endPendingHold(tx, offer.holdReservationId, 'expired');
  // Announced even when the hold had already gone (the visitor dropped it): the slot was kept
  // for this offer until now, so only now may it pass on.
  await announceSlotFreed(tx, offer, { kind: 'offer', offerId: offer.id });
}

/** The entry left or ended: its open offer is withdrawn and its slot freed (caller's tx). */
export async function withdrawOpenOffers(tx: Tx, entryId: string): Promise<number> {
  const open = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.state, 'open')))
    .for('update');
  for (const offer of open) {
    await tx
      .update(waitlistOffers)
      .set({ state: 'withdrawn', updatedAt: sql`now()` })
      .where(eq(waitlistOffers.id, offer.id));
    await endHold(tx, offer);
  }
  return open.length;
}

/**
 * An ordinary hold's expiry came (its job, docs/waitlist.md): a hold still pending and past its
 * time expires (which announces the freed slot, lifecycle/transitions.ts); one extended when
 * its payment started is checked again at its new expiry; one the create path's sweep already
 * marked expired is announced here. Paid, released or cancelled holds announced themselves.
 */
export async function checkLapsedHold(reservationId: string, db: Db): Promise<void> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!row) return;
  // A waitlist hold ends with its offer (settleExpiredOffer), not here.
  const [offer] = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.holdReservationId, row.id));
  if (offer) return;
  if (row.status === 'pending') {
    // The hold's expiry was set by the database's clock (now() + minutes): read against it.
    const left = (row.holdExpiresAt?.getTime() ?? 0) - (await databaseNow(db)).getTime();
    // Extended meanwhile: checked again then (a new job, keyed by the new expiry).
    // The hold's change committed before (the extension): the next check is a job of its own.
    if (left > LAPSE_SLACK_MS)
      return void (await db.transaction((tx) => announceHoldLapse(tx, row)));
    // Due within moments (clocks of queue and app differ a little): wait, then look again.
    if (left > 0) {
      await new Promise((resolve) => setTimeout(resolve, left + 50));
      return checkLapsedHold(reservationId, db);
    }
    await expireReservation(row.id, db);
    return;
  }
  // Marked expired by the create path's sweep, which committed then: the announcement follows.
  if (row.status === 'expired')
    await db.transaction((tx) =>
      announceSlotFreed(tx, row, { kind: 'lapse', reservationId: row.id }),
    );
}

async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
  return new Date(row.now);
}
