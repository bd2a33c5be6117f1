/**
 * Create step 6, take the hold: one create per location-day at a time (../slot-lock.ts: an
 * in-process queue plus a transaction-scoped advisory lock), a fresh look at the rooms first so
 * that once the slot is full the rest fail without a transaction, then in one transaction:
 * the locks (location-day, burst, the caps'), the booker's own superseded hold over the slot
 * released (../release.ts), the burst decision, lapsed holds out of the way
 * (lifecycle), the partner's own booking, the caps, the challenge spent, the discount code's
 * redemptions, the first free room, the row, the idempotency key and the staff message.
 * The exclusion constraint still refuses an overlap from writers outside the lock
 * (./insert-errors.ts decides what then).
 */
import { sql } from 'drizzle-orm';
import { DomainError } from '@/server/domain-error';
import type { SiteSettings } from '@/server/content';
import type { Db, Tx } from '@/server/db/client';
import { takeLocks } from '@/server/db/advisory-locks';
import {
  reservations,
  type PartnerData,
  type PersonalData,
  type Reservation,
} from '@/server/db/schema';
import { freeRooms, type BusyInterval } from '@/server/availability';
import { log } from '@/server/log';
import { personIndexColumns } from '@/server/db/sealed-columns';
import { contentForLocale } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import { announceHoldPlaced, expireStaleHolds } from '@/server/lifecycle';
import { emitBookingEvent } from '@/server/webhooks/emit';
import { countRedemptions, lockDiscountCode } from '@/server/pricing/redemptions';
import type { ReservationQuote } from '@/server/pricing/quote';
import {
  announceBurst,
  assertHoldCaps,
  burstLock,
  holdCapLocks,
  locationBurst,
  spendChallenge,
} from '@/server/holds';
import { busyIntervals } from '@/server/reservations/busy';
import { recordIdempotencyKey } from '@/server/reservations/idempotency';
import { reservationName } from '@/server/reservations/names';
import { partnerHasBooked } from '@/server/reservations/partner-booked';
import { buildSnapshot } from '@/server/reservations/snapshot';
import { announceHoldLapse } from '@/server/lifecycle/slot-freed';
import { locationDayLock, takeTurn } from '@/server/reservations/slot-lock';
import type { ReservationData } from '@/shared/reservation-input';
import { releaseInHoldTx, type HeldInTheWay } from '../release';
import type { BurstGuard, HoldGuard } from './burst-guard';
import { onInsertError } from './insert-errors';
import type { PartnerRole } from './partner';
import type { Selection } from './selection';
import {
  ALREADY_BOOKED,
  DISCOUNT_CODE_INVALID,
  HOLD_CHALLENGE_INVALID,
  PARTNER_ALREADY_BOOKED,
} from '@/contracts/error-ids';

/** A step of the staff desk inside the hold's transaction (its audit entry). */
export type StaffHold = {
  staffId: string;
  holdMinutes: number;
  payAtClinic: boolean;
  inTx: (tx: Tx, row: { id: string; name: string; locationId: string }) => Promise<void>;
};

/**
 * A slot held for a waitlist entry (docs/waitlist.md): the hold's length (Settings
 * waitlistHoldMinutes) and a step in the hold's transaction (the offer row and its jobs).
 * The hold stays pending whatever is due: the visitor books it through the summary step.
 */
export type WaitlistHold = {
  holdMinutes: number;
  inTx: (tx: Tx, row: Reservation) => Promise<void>;
};

export type HoldPlan = {
  data: ReservationData;
  selection: Selection;
  role: PartnerRole;
  person: PersonalData;
  partnerData: PartnerData | null;
  price: ReservationQuote;
  burst: BurstGuard;
  guard: HoldGuard | undefined;
  staff: StaffHold | undefined;
  waitlistHold: WaitlistHold | undefined;
  /** The booker's superseded holds over this slot, released in the hold's transaction. */
  inTheWay: readonly HeldInTheWay[];
  idempotencyKey: string | null;
  /** Short until the visitor starts to pay; create-intent extends it once (holds/extend.ts). */
  holdMinutes: number;
  settings: SiteSettings;
  now: Date;
};

export type HeldRow = { id: string; name: string };

/** Busy intervals without those of the booker's holds about to be released. */
export function withoutHolds(busy: BusyInterval[], holds: readonly HeldInTheWay[]): BusyInterval[] {
  if (holds.length === 0) return busy;
  const same = (b: BusyInterval, r: Reservation) =>
    b.roomId === r.roomKey &&
    b.start.getTime() === r.startsAt.getTime() &&
    b.end.getTime() === r.endsAt.getTime();
  return busy.filter((b) => !holds.some((h) => same(b, h.row)));
}

function preferRooms(free: string[], holds: readonly HeldInTheWay[]): string[] {
  const own = holds.map((h) => h.row.roomKey).filter((k) => free.includes(k));
  return [...own, ...free.filter((k) => !own.includes(k))];
}

/**
 * The new hold's end: the hold's minutes from now, or the end of the booker's superseded hold
 * over this slot when that is later (docs/waitlist.md "Taking an offer"): a waitlist offer
 * promised "until 00:46" in its email and pages, and taking it must not cut that to the
 * short initial hold. The payment's extension (holds/extend.ts) takes the later end again.
 */
function holdEndOf(plan: HoldPlan) {
  const fromNow = sql`now() + make_interval(mins => ${plan.holdMinutes})`;
  const promised = plan.inTheWay
    .map((h) => h.row.holdExpiresAt)
    .filter((d): d is Date => d instanceof Date)
    .reduce<Date | null>((a, b) => (a && a > b ? a : b), null);
  return promised ? sql`greatest(${fromNow}, ${promised.toISOString()}::timestamptz)` : fromNow;
}

const ATTEMPTS = 3;

/** The hold in one transaction; null when no room is free for the whole slot. */
async function insertHold(tx: Tx, plan: HoldPlan, name: string): Promise<HeldRow | null> {
  const { selection, role, price, burst, settings, now, person, partnerData } = plan;
  const { location, start, end, pkg, services } = selection;
  const clientHash = plan.guard?.clientHash ?? null;
  const capsInput = { email: role.email, start, clientHash };
  // The location-day's lock, then the burst's and the caps' (email, client): one round trip.
  await takeLocks(tx, [
    locationDayLock(location.id, selection.day),
    ...(burst.guarded ? [burstLock(location.id)] : []),
    ...holdCapLocks(capsInput),
  ]);
  // The booker's own hold over this slot (a waitlist offer's, say) leaves its room in this
  // transaction: nobody, the waitlist's worker included, can take the room in between
  // (docs/waitlist.md "Taking an offer").
  for (const hold of plan.inTheWay) await releaseInHoldTx(tx, hold, now);
  await burst.underLock(() => locationBurst(tx, location.id, settings));
  await expireStaleHolds(tx, {
    slot: { locationId: location.id, start, end },
    bookerEmail: role.email,
    partnerOf: role.partnerOf,
  });
  // The partner's own live booking answers as the unique index would, before the caps.
  if (
    role.partnerOf &&
    (await partnerHasBooked(tx, { id: role.partnerOf, isPartnerBooking: true }))
  )
    throw new DomainError('partner-already-booked', PARTNER_ALREADY_BOOKED);
  await assertHoldCaps(tx, capsInput, settings, { locked: true });
  if (burst.solution && !(await spendChallenge(tx, burst.solution, now)))
    throw new DomainError('challenge-invalid', HOLD_CHALLENGE_INVALID);
  if (price.discountCode !== null && price.discountCodeCap !== null) {
    // Check and take in one step per code (pricing/redemptions.ts): the quote counted outside
    // this transaction, so a booking started at the same moment could have taken the last
    // redemption since. Live holds count, not only paid bookings.
    await lockDiscountCode(tx, price.discountCode);
    if ((await countRedemptions(tx, price.discountCode)) >= price.discountCodeCap) {
      log.info('reserve-rejected', { reason: 'discount-code-exhausted' });
      throw new DomainError('discount-code-refused', DISCOUNT_CODE_INVALID);
    }
  }
  // Under the lock, the rooms free now stay free until this transaction ends. The room of a
  // released hold first: the booker keeps the room they held.
  const [roomKey] = preferRooms(
    freeRooms(location.roomId, await busyIntervals(tx, location.id, start, end), start, end),
    plan.inTheWay,
  );
  if (!roomKey) return null;
  const locale = toLocale(person.localization);
  const isPartnerBooking = role.partner !== null;
  const [inserted] = await tx
    .insert(reservations)
    .values({
      name,
      status: 'pending',
      locationId: location.id,
      roomKey,
      startsAt: start,
      endsAt: end,
      checkupId: pkg.id,
      serviceIds: services.map((s) => s.id),
      locationSlug: location.slug,
      checkupSlug: pkg.slug,
      services: services.map((s) => s.slug),
      // A de-de booking freezes the Germany-German texts it was shown (docs/manage-booking.md).
      snapshot: buildSnapshot({
        pkg: contentForLocale(pkg, locale),
        services: contentForLocale(services, locale),
        location: contentForLocale(location, locale),
        roomKey,
        isPartnerBooking,
        quotes: price.quotes,
        discountCode: price.discountCode,
        totalCents: price.totalCents,
        settings,
        now,
      }),
      personalData: person,
      isPartnerBooking,
      partnerData,
      ...personIndexColumns(person, partnerData),
      partnerOfReservationId: role.partnerOf,
      discountCode: plan.data.discountCode,
      language: person.language,
      locale: person.localization,
      paymentId: plan.data.paymentId ?? null,
      totalCents: price.totalCents,
      holdExpiresAt: holdEndOf(plan),
      clientHash,
      bookedByStaffId: plan.staff?.staffId ?? null,
      payAtClinic: plan.staff?.payAtClinic ?? false,
      // Only to a number the booking has (docs/sms.md).
      smsReminder: plan.data.smsReminder === true && Boolean(person.phone),
    })
    .returning();
  if (plan.staff) await plan.staff.inTx(tx, inserted);
  // A waitlist hold's lapse is its offer's expiry job; any other hold's lapse frees its slot
  // for the waitlist (a job at its expiry, docs/waitlist.md).
  if (plan.waitlistHold) await plan.waitlistHold.inTx(tx, inserted);
  else await announceHoldLapse(tx, inserted);
  if (plan.idempotencyKey)
    await recordIdempotencyKey(tx, plan.idempotencyKey, inserted, role.email);
  // Staff hear of the hold exactly when it exists (a job in this transaction); in a burst, of
  // the burst once (one summary per location and window), not of each hold.
  if (burst.inBurst) await announceBurst(tx, location, now);
  else await announceHoldPlaced(tx, inserted);
  await emitBookingEvent(tx, 'booking.held', inserted);
  return { id: inserted.id, name: inserted.name };
}

/**
 * Takes the location-day's turn and inserts the hold; null when the slot is full. Throws what
 * ./insert-errors.ts maps a failed insert to; after three lost races (names taken, deadlocks,
 * rooms taken past the lock) it gives up with already-booked.
 */
export async function takeHold(turnDb: Db, plan: HoldPlan): Promise<HeldRow | null> {
  const { location, start, end, day } = plan.selection;
  const slotKey = `${location.id}/${start.getTime()}/${end.getTime()}`;
  return takeTurn(
    `${location.id}/${day}`,
    // A create that releases its own hold over the slot is not answered "full" for another
    // create's finding: that hold is its room.
    plan.inTheWay.length
      ? `${slotKey}/releasing/${plan.inTheWay.map((h) => h.row.id).join(',')}`
      : slotKey,
    async () => {
      const free = freeRooms(
        location.roomId,
        withoutHolds(await busyIntervals(turnDb, location.id, start, end), plan.inTheWay),
        start,
        end,
      );
      if (free.length === 0) return null;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const name = reservationName(location.slug);
        try {
          return await turnDb.transaction((tx) => insertHold(tx, plan, name));
        } catch (err) {
          onInsertError(err, plan.idempotencyKey);
        }
      }
      log.warn('reserve-attempts-exhausted', { location: location.slug });
      throw new DomainError('slot-taken', ALREADY_BOOKED);
    },
  );
}
