/**
 * The waitlist's offers (docs/waitlist.md). A freed interval at a location is offered to the
 * active entries that match it, in joining order: the first gets a slot overlapping the
 * interval held for them through the ordinary hold (hold-requests/create.ts: the no-overlap
 * rule, the email's hold cap), with its offer row, email and expiry job written in the hold's
 * transaction. An entry with an open offer is skipped, and so is one that was offered this very
 * slot before; two jobs racing for one entry lose to the unique index on its open offer, and
 * two racing for one room lose to the exclusion constraint. So a slot is never held for two
 * people, and each freed slot goes to one.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Catalog, Location } from '@/server/content';
import type { Db, Tx } from '@/server/db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '@/server/db/errors';
import {
  reservations,
  waitlistEntries,
  waitlistOffers,
  NO_PERSON_DETAILS,
  type Reservation,
  type WaitlistEntry,
} from '@/server/db/schema';
import {
  busyByRoom,
  daySlots,
  daysOfWindow,
  freeCount,
  limitsOf,
} from '@/server/availability/slots';
import { zurichDate } from '@/server/availability/zone';
import { DomainError } from '@/server/domain-error';
import { enqueue } from '@/server/jobs/enqueue';
import { log } from '@/server/log';
import { busyIntervals } from '@/server/reservations/busy';
import { createReservation } from '@/server/hold-requests/create';
import type { Locale } from '@/i18n/locales';
import { bookingAt, slotFitsTerms } from './terms';
import type { ResolvedBooking } from '@/server/reservations/booking';
import { emitWaitlistOffered } from '@/server/webhooks/emit';
import { WAITLIST_ENTRY_ENDED } from '@/contracts/error-ids';

export type WaitlistDeps = { db: Db; catalog: Catalog; now: Date; turnDb?: Db };

const DAY_MS = 86_400_000;

type Candidate = Omit<WaitlistEntry, 'contact' | 'emailHash'>;

const candidateColumns = {
  id: waitlistEntries.id,
  kind: waitlistEntries.kind,
  state: waitlistEntries.state,
  checkupId: waitlistEntries.checkupId,
  serviceIds: waitlistEntries.serviceIds,
  locationId: waitlistEntries.locationId,
  fromDate: waitlistEntries.fromDate,
  toDate: waitlistEntries.toDate,
  weekdays: waitlistEntries.weekdays,
  timeOfDay: waitlistEntries.timeOfDay,
  language: waitlistEntries.language,
  locale: waitlistEntries.locale,
  reservationId: waitlistEntries.reservationId,
  createdAt: waitlistEntries.createdAt,
  confirmedAt: waitlistEntries.confirmedAt,
  endedAt: waitlistEntries.endedAt,
  updatedAt: waitlistEntries.updatedAt,
};

/** Job keys of an offer's email and expiry (one each per offer). */
export const offerKeys = {
  email: (offerId: string) => `waitlist:email:offer:${offerId}`,
  expiry: (offerId: string) => `waitlist:offer-expired:${offerId}`,
};

/**
 * Offers the free slots overlapping [from, to) at the location to its matching entries.
 * Answers how many offers were made.
 */
export async function offerFreedSlots(
  window: { locationId: string; from: Date; to: Date },
  deps: WaitlistDeps,
): Promise<number> {
  const { db, catalog, now } = deps;
  const location = catalog.locations.find((l) => l.id === window.locationId);
  if (!location || location.isComingSoon) return 0;
  const limits = limitsOf(location, now);
  const from = new Date(Math.max(window.from.getTime(), limits.earliestMs));
  const firstDay = zurichDate(from);
  const lastDay = [zurichDate(window.to), limits.lastDay].sort()[0];
  if (from >= window.to || firstDay > lastDay) return 0;

  const entries = await db
    .select(candidateColumns)
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.state, 'active'),
        or(eq(waitlistEntries.locationId, location.id), isNull(waitlistEntries.locationId)),
        lte(waitlistEntries.fromDate, lastDay),
        gte(waitlistEntries.toDate, firstDay),
        sql`not exists (select 1 from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id} and o.state = 'open')`,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  if (entries.length === 0) return 0;

  // What was offered at this location around the window: an entry is not offered a time it
  // was offered before (one it let lapse goes to the next entry, not back to it shifted).
  const span = {
    from: new Date(from.getTime() - DAY_MS),
    to: new Date(window.to.getTime() + DAY_MS),
  };
  const earlier = await db
    .select({
      entryId: waitlistOffers.entryId,
      startsAt: waitlistOffers.startsAt,
      endsAt: waitlistOffers.endsAt,
    })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.locationId, location.id),
        gte(waitlistOffers.startsAt, span.from),
        lt(waitlistOffers.startsAt, span.to),
      ),
    );
  const offeredBefore = new Map<string, [number, number][]>();
  for (const o of earlier)
    offeredBefore.set(o.entryId, [
      ...(offeredBefore.get(o.entryId) ?? []),
      [o.startsAt.getTime(), o.endsAt.getTime()],
    ]);
  let busy = await busyIntervals(db, location.id, span.from, span.to);
  let byRoom = busyByRoom(location.roomId, busy.map(toMs));

  let made = 0;
  for (const entry of entries) {
    const slot = await firstFitting(
      entry,
      location,
      { from, to: window.to, firstDay, lastDay },
      {
        ...deps,
        byRoom,
        offeredBefore,
        limits,
      },
    );
    if (!slot) continue;
    try {
      const hold = await holdForEntry(entry, location, slot, deps);
      if (!hold) continue;
      busy = [...busy, { roomId: hold.roomKey, start: hold.startsAt, end: hold.endsAt }];
      byRoom = busyByRoom(location.roomId, busy.map(toMs));
      made += 1;
    } catch (err) {
      if (err instanceof DomainError) {
        // The email's hold cap, the room taken meanwhile, a rule of the create: the next entry.
        log.info('waitlist-offer-skipped', { entryId: entry.id, reason: err.id });
        if (err.code === 'slot-taken') {
          busy = await busyIntervals(db, location.id, span.from, span.to);
          byRoom = busyByRoom(location.roomId, busy.map(toMs));
        }
        continue;
      }
      // Another job offered this entry something at the same moment (its open-offer index).
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
        log.info('waitlist-offer-skipped', { entryId: entry.id, reason: 'offered-meanwhile' });
        continue;
      }
      throw err;
    }
  }
  if (made > 0) log.info('waitlist-offers-made', { locationId: location.id, offers: made });
  return made;
}

const toMs = (b: { roomId: string; start: Date; end: Date }) => ({
  roomId: b.roomId,
  startMs: b.start.getTime(),
  endMs: b.end.getTime(),
});

/** A free slot for an entry, with the booking it would be (resolved once, used by the hold). */
type Slot = { start: Date; end: Date; durationMinutes: number; booking: ResolvedBooking };

/** The entry's earliest free slot overlapping the window, or null. */
async function firstFitting(
  entry: Candidate,
  location: Location,
  window: { from: Date; to: Date; firstDay: string; lastDay: string },
  ctx: WaitlistDeps & {
    byRoom: ReturnType<typeof busyByRoom>;
    offeredBefore: Map<string, [number, number][]>;
    limits: { earliestMs: number };
  },
): Promise<Slot | null> {
  const booking = bookingAt(ctx.catalog, entry, location);
  if (!booking) return null;
  let beforeMs = Infinity;
  if (entry.kind === 'earlier-slot') {
    const moving = await movingBooking(entry, ctx.db, ctx.now);
    if (!moving || moving.locationId !== location.id) return null;
    beforeMs = moving.startsAt.getTime();
  }
  const duration = booking.totalDuration;
  const first = entry.fromDate > window.firstDay ? entry.fromDate : window.firstDay;
  const last = entry.toDate < window.lastDay ? entry.toDate : window.lastDay;
  const fromMs = window.from.getTime();
  const before = ctx.offeredBefore.get(entry.id) ?? [];
  let best: { startMs: number; endMs: number } | null = null;
  for (const day of daysOfWindow(first, last)) {
    for (const g of daySlots(location, day, duration)) {
      if (g.startMs < ctx.limits.earliestMs || g.startMs >= beforeMs) continue;
      if (g.startMs >= window.to.getTime() || g.endMs <= fromMs) continue;
      if (!slotFitsTerms(entry, g.startMs)) continue;
      if (before.some(([s, e]) => s < g.endMs && g.startMs < e)) continue;
      if (freeCount(location.roomId, ctx.byRoom, g.startMs, g.endMs) === 0) continue;
      // The freed slot's own start first, then the nearest (a freed interval may fit others).
      if (!best || Math.abs(g.startMs - fromMs) < Math.abs(best.startMs - fromMs)) best = g;
      if (g.startMs === fromMs) break;
    }
    // Days come in order: once one has a slot, a later day is never nearer.
    if (best) break;
  }
  return best
    ? {
        start: new Date(best.startMs),
        end: new Date(best.endMs),
        durationMinutes: duration,
        booking,
      }
    : null;
}

/**
 * The booking an earlier-slot entry would move, while it can still move; else the entry ends
 * (the booking was cancelled or is past) and null.
 */
async function movingBooking(entry: Candidate, db: Db, now: Date): Promise<Reservation | null> {
  if (!entry.reservationId) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, entry.reservationId));
  if (row && row.status === 'confirmed' && row.startsAt > now) return row;
  await db
    .update(waitlistEntries)
    .set({ state: 'ended', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.state, 'active')));
  return null;
}

/**
 * Holds `slot` for the entry (the ordinary create, with the waitlist's hold time) and writes
 * the offer, its email and its expiry job in the hold's transaction. Null when the entry is no
 * longer active. Throws the create's DomainError when it refuses.
 */
async function holdForEntry(
  entry: Candidate,
  location: Location,
  slot: Slot,
  deps: WaitlistDeps,
): Promise<Reservation | null> {
  const { db, catalog } = deps;
  const [current] = await db
    .select({ state: waitlistEntries.state, contact: waitlistEntries.contact })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entry.id));
  if (!current || current.state !== 'active' || !current.contact.email) return null;
  const { booking } = slot;
  let hold: Reservation | null = null;
  await createReservation(
    {
      reservationData: {
        checkupSlug: booking.pkg.slug,
        timeSlotStart: slot.start.toISOString(),
        locationSlug: location.slug,
        services: booking.services.map((s) => s.slug),
        paymentId: null,
        // A hold for an email only: the visitor gives names and the rest on the summary step.
        personalData: {
          firstName: '',
          lastName: '',
          email: current.contact.email,
          ...NO_PERSON_DETAILS,
          biologicalSex: 'male',
          language: entry.language,
          localization: entry.locale as Locale,
        },
        discountCode: null,
        reservationIdPartner: null,
        personalDataPartner: null,
      },
      // The summary step asks again when the visitor books the slot (docs/decisions/0008-booking-policy-shared-and-grace.md).
      acceptLateCancellation: true,
      waitlistHold: {
        holdMinutes: catalog.settings.waitlistHoldMinutes,
        inTx: async (tx, row) => {
          hold = row;
          await recordOffer(tx, entry, row);
        },
      },
    },
    { db, catalog, now: deps.now, turnDb: deps.turnDb },
  );
  return hold;
}

/** The offer of a hold just placed, with its email and its expiry job (same transaction). */
async function recordOffer(tx: Tx, entry: Candidate, hold: Reservation): Promise<void> {
  const id = randomUUID();
  const expiresAt = hold.holdExpiresAt!;
  // The entry may have left since it was read: then no offer (and no hold).
  const [still] = await tx
    .select({ state: waitlistEntries.state })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entry.id))
    .for('update');
  if (still?.state !== 'active') throw new DomainError('change-refused', WAITLIST_ENTRY_ENDED);
  await tx.insert(waitlistOffers).values({
    id,
    entryId: entry.id,
    locationId: hold.locationId,
    startsAt: hold.startsAt,
    endsAt: hold.endsAt,
    holdReservationId: hold.id,
    expiresAt,
  });
  await enqueue(tx, {
    queue: 'waitlist',
    key: offerKeys.email(id),
    data: {
      task: 'email',
      kind: entry.kind === 'earlier-slot' ? 'waitlist-earlier-offer' : 'waitlist-offer',
      entryId: entry.id,
      offerId: id,
    },
  });
  await enqueue(tx, {
    queue: 'waitlist',
    key: offerKeys.expiry(id),
    data: { task: 'offer-expired', offerId: id },
    startAfter: expiresAt,
  });
  await emitWaitlistOffered(
    tx,
    { id, startsAt: hold.startsAt, endsAt: hold.endsAt, expiresAt },
    hold,
  );
  log.info('waitlist-offer', { entryId: entry.id, offerId: id, reservationId: hold.id });
}
