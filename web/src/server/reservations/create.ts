/**
 * Creating a reservation: a pending hold on one free room for [start, start + duration).
 * The app checks what content says (slugs, services, slot grid, partner rules); the room is
 * chosen in one transaction under the location-day's advisory lock (./slot-lock.ts), which
 * first expires overlapping stale holds, then reads the free rooms and inserts. Creates of one
 * location-day take turns, so losers of a race for the last room fail fast instead of waiting
 * on and retrying exclusion conflicts; the exclusion constraint still refuses any overlap
 * (23P01) from writers outside the lock.
 */
import { DomainError } from '@/server/domain-error';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import {
  describeError,
  PG_DEADLOCK_DETECTED,
  PG_EXCLUSION_VIOLATION,
  PG_SERIALIZATION_FAILURE,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '@/server/db/errors';
import {
  reservations,
  type PartnerData,
  type PersonalData,
  type Reservation,
} from '@/server/db/schema';
import { emailHash } from '@/server/privacy/blind-index';
import { personIndexColumns } from '@/server/privacy/columns';
import { freeRooms, isSlotStart, parseInstant } from '@/server/availability';
import { log } from '@/server/log';
import { BELOW_MINIMUM_AGE, isOldEnough } from '@/lib/minimumAge';
import { zurichDate } from '@/server/availability/zone';
import { resolveBooking } from './booking';
import { busyIntervals } from './busy';
import {
  ALREADY_BOOKED,
  CANCELLATION_TERMS_NOT_ACCEPTED,
  DISCOUNT_CODE_INVALID,
  locationProblemId,
  PARTNER_ALREADY_BOOKED,
  PARTNER_EMAIL_NOT_ALLOWED,
  RESERVE_OTHER,
} from './errors';
import {
  afterReservationCreated,
  announceHoldPlaced,
  RESERVE_SUCCESS,
  sweepExpiredHolds,
  type BookedOutcome,
  type NothingDueConfirm,
} from '@/server/lifecycle';
import { quoteReservation } from '@/server/pricing/quote';
import { contentForLocale } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import { countRedemptions, lockDiscountCode } from '@/server/pricing/redemptions';
import { localeOf, type ReservationData } from './input';
import { fetchPartnerReservation } from './lookups';
import { reservationName } from './names';
import {
  IdempotencyKeyConflict,
  recordIdempotencyKey,
  replayIdempotentCreate,
  sweepIdempotencyKeys,
} from './idempotency';
import { firstLook } from './first-look';
import { releaseSupersededHolds, type ReleaseDeps, type ReleaseHoldInput } from './release';
import { buildSnapshot } from './snapshot';
import { effectivePolicy, slotTerms } from '@/shared/booking-policy';
import {
  announceBurst,
  assertHoldCaps,
  burstLock,
  locationBurst,
  challengeLevel,
  holdCapLocks,
  HOLD_CHALLENGE_INVALID,
  HOLD_CHALLENGE_REQUIRED,
  SameStartHeld,
  spendChallenge,
  verifyHoldSolution,
} from '@/server/holds';
import type { BurstState } from '@/server/holds/burst';
import { takeLocks } from '@/server/db/advisory-locks';
import { locationDayLock, takeTurn } from './slot-lock';
import { announceHoldLapse } from '@/server/waitlist/freed';

export type ReservationDeps = {
  db: Db;
  catalog: Catalog;
  now: Date;
  /** Asked before a superseded hold is released (see ./release.ts); none in unit tests. */
  assertNoPaymentUnderway?: ReleaseDeps['assertNoPaymentUnderway'];
  /** Confirms a booking with nothing due; tests inject a failing one (default: lifecycle/booked.ts). */
  confirmNothingDue?: NothingDueConfirm;
  /** Where a create's turn runs (its look and transaction); default `db` (server/db: turnDb). */
  turnDb?: Db;
};

export type CreateReservationInput = {
  reservationData: ReservationData;
  url?: string;
  /** The booker's own earlier holds this one replaces: released before a room is sought. */
  releases?: ReleaseHoldInput[];
  /** The client's Idempotency-Key of this Reserve attempt: a repeat answers the same reservation. */
  idempotencyKey?: string;
  /**
   * The create route's hold guard (issue 11.2, server/holds): the client's digest (live holds
   * capped per client) and its proof-of-work solution, needed while the location is in a burst.
   * Without it (server-side callers) only the per-email cap applies.
   */
  guard?: { clientHash: string; challenge?: string };
  /** The booker accepted the terms of a slot inside the free-cancellation window. */
  acceptLateCancellation?: boolean;
  /**
   * Booked at the staff desk for a caller (docs/staff-desk.md): who booked, the hold's length
   * (longer than a visitor's: the patient pays later through an emailed link), whether it is
   * paid at the clinic, and a step in the hold's transaction (the audit entry).
   */
  staff?: {
    staffId: string;
    holdMinutes: number;
    payAtClinic: boolean;
    inTx: (tx: Db, row: { id: string; name: string; locationId: string }) => Promise<void>;
  };
  /**
   * A slot held for a waitlist entry (docs/waitlist.md): the hold's length (Settings
   * waitlistHoldMinutes) and a step in the hold's transaction (the offer row and its jobs).
   * The hold stays pending whatever is due: the visitor books it through the summary step.
   */
  waitlistHold?: {
    holdMinutes: number;
    inTx: (tx: Db, row: Reservation) => Promise<void>;
  };
};

/** status/result: "confirmed" + reserve-timeslot-success-with-downpayment when nothing is due. */
export type CreatedReservation = { id: string; name: string } & BookedOutcome;

/** Throws DomainError (a code and a catalogue id) when the reservation cannot be made. */
export async function createReservation(
  input: CreateReservationInput,
  deps: ReservationDeps,
): Promise<CreatedReservation> {
  const data = input.reservationData;
  const { db, catalog, now } = deps;
  // Turns run on their own connections (./slot-lock.ts): not queued behind other requests' reads.
  const turnDb = deps.turnDb ?? db;
  const idempotencyKey = input.idempotencyKey ?? null;
  if (idempotencyKey) {
    const earlier = await replayIdempotentCreate(db, idempotencyKey, data.personalData.email);
    if (earlier) return earlier;
  }

  const resolved = resolveBooking(catalog, {
    checkupSlug: data.checkupSlug,
    services: data.services,
    locationSlug: data.locationSlug,
  });
  if (!resolved.ok) {
    log.info('reserve-rejected', { reason: resolved.problem });
    throw new DomainError(
      'selection-invalid',
      locationProblemId(resolved.problem) ?? RESERVE_OTHER,
    );
  }
  const { pkg, services, location, totalDuration } = resolved.booking;
  const start = parseInstant(data.timeSlotStart);
  if (!location || !start || !isSlotStart(location, totalDuration, start, now)) {
    log.info('reserve-rejected', { reason: 'not-a-slot', location: data.locationSlug });
    throw new DomainError('selection-invalid', RESERVE_OTHER);
  }
  const end = new Date(start.getTime() + totalDuration * 60_000);

  const email = data.personalData.email.toLowerCase();
  const partner = data.personalDataPartner ?? null;
  const partnerOf = data.reservationIdPartner ?? null;
  if (partner && partnerOf) throw new DomainError('selection-invalid', RESERVE_OTHER);
  if (partner && partner.email.toLowerCase() === email)
    throw new DomainError('selection-invalid', PARTNER_EMAIL_NOT_ALLOWED);
  if (partnerOf) {
    // The same rules (and ids) as the partner lookup: confirmed, a partner booking, this email.
    const booking = await fetchPartnerReservation(partnerOf, email, { db });
    // The check-up was paid with the partner booking: the partner takes the same one.
    if (booking.checkupId !== pkg.id) throw new DomainError('selection-invalid', RESERVE_OTHER);
  }

  // Issue 14.2: the person having the check-up (the booker, or the partner booking their own
  // slot) must be old enough on the day of booking. The birth date itself stays optional here.
  const birthDate = data.personalData.birthDate;
  if (birthDate && !isOldEnough(birthDate, zurichDate(now), catalog.settings.minimumAge)) {
    log.info('reserve-rejected', { reason: BELOW_MINIMUM_AGE });
    throw new DomainError('below-minimum-age', BELOW_MINIMUM_AGE);
  }

  // Issue 32.2: a slot whose free-cancellation period has already passed is booked only by
  // someone who was told so and accepted it (the summary step asks).
  const terms = slotTerms(effectivePolicy(catalog.settings, pkg), start, now);
  if (terms.insideCancellationWindow && input.acceptLateCancellation !== true) {
    log.info('reserve-rejected', { reason: CANCELLATION_TERMS_NOT_ACCEPTED });
    throw new DomainError('cancellation-terms-not-accepted', CANCELLATION_TERMS_NOT_ACCEPTED);
  }

  if (input.releases?.length) await releaseSupersededHolds(input.releases, deps);

  // One round trip (./first-look.ts): the rooms busy over the slot, and the burst counts.
  const look = await firstLook(
    db,
    { locationId: location.id, start, end },
    input.guard ? catalog.settings : null,
  );
  // Far more holds at this location than usual: a solved proof-of-work for each further one.
  let challengeSignature: string | null = null;
  /** 428 without a solution, 403 for a wrong one; the signature to spend otherwise. */
  const requireSolution = async (burst: BurstState): Promise<string> => {
    if (!input.guard?.challenge) {
      log.info('reserve-rejected', { reason: HOLD_CHALLENGE_REQUIRED, location: location.slug });
      throw new DomainError('challenge-required', HOLD_CHALLENGE_REQUIRED);
    }
    // One level below today's is accepted: the burst may have grown while it was solved.
    const signature = await verifyHoldSolution(input.guard.challenge, {
      location: location.slug,
      minLevel: challengeLevel(burst) - 1,
    });
    if (!signature) throw new DomainError('challenge-invalid', HOLD_CHALLENGE_INVALID);
    return signature;
  };
  // A location already in a burst fails here, before a turn; the decision is made under the lock.
  if (look.burst?.inBurst) challengeSignature = await requireSolution(look.burst);

  // Before pricing: a full slot fails here without any more work.
  if (freeRooms(location.roomId, look.busy, start, end).length === 0)
    throw new DomainError('slot-taken', ALREADY_BOOKED);

  const personalData: PersonalData = {
    firstName: data.personalData.firstName,
    lastName: data.personalData.lastName,
    email: data.personalData.email,
    phone: data.personalData.phone,
    street: data.personalData.street,
    postalCode: data.personalData.postalCode,
    city: data.personalData.city,
    country: data.personalData.country,
    birthDate: data.personalData.birthDate,
    biologicalSex: data.personalData.biologicalSex,
    language: data.personalData.language,
    localization: localeOf(data.personalData, input.url),
  };
  const partnerData: PartnerData | null = partner
    ? { firstName: partner.firstName, lastName: partner.lastName, email: partner.email }
    : null;
  // Short until the visitor starts to pay; create-intent extends it once (server/holds/extend.ts).
  const holdMinutes =
    input.staff?.holdMinutes ??
    input.waitlistHold?.holdMinutes ??
    catalog.settings.initialHoldMinutes;
  // --- Pricing (pricing module): the server's amount, fixed now; an unusable code refuses the booking.
  const price = await quoteReservation(
    {
      checkupSlug: data.checkupSlug,
      services: [...data.services],
      locationSlug: location.slug,
      discountCode: data.discountCode ?? null,
      isPartnerBooking: partner !== null,
      isPartnerCurrentlyBooking: partnerOf !== null,
      language: personalData.language,
      locale: toLocale(personalData.localization),
    },
    deps,
  );
  const totalCents = price.totalCents;
  // --- end pricing

  const code = price.discountCode;
  const codeCap = code !== null ? price.discountCodeCap : null;

  const day = zurichDate(start);
  /**
   * The hold, in one transaction under the location-day's advisory lock (./slot-lock.ts):
   * stale holds overlapping the slot leave the constraint, then the first room free for the
   * whole slot is taken. Null when no room is free.
   */
  const insertHold = async (): Promise<{ id: string; name: string } | null> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const name = reservationName(location.slug);
      try {
        const row = await turnDb.transaction(async (tx) => {
          // The location-day's lock, then the caps' (email, client): one round trip.
          const capsInput = { email, start, clientHash: input.guard?.clientHash ?? null };
          await takeLocks(tx as unknown as Db, [
            locationDayLock(location.id, day),
            ...(input.guard ? [burstLock(location.id)] : []),
            ...holdCapLocks(capsInput),
          ]);
          // The burst decision, serialised per location (issue 34.1): counted after the lock,
          // so concurrent creates cannot all pass a count read before any of them inserted.
          if (input.guard && challengeSignature === null) {
            const burst = await locationBurst(tx as unknown as Db, location.id, catalog.settings);
            if (burst.inBurst) challengeSignature = await requireSolution(burst);
          }
          const inBurst = challengeSignature !== null;
          // Stale holds leave the way, in one statement: those overlapping the slot (an
          // exclusion predicate cannot use now()), this booker's lapsed hold at this start (the
          // one-live-hold index) and a lapsed hold of this partner booking (its unique index).
          await tx
            .update(reservations)
            .set({ status: 'expired', updatedAt: sql`now()` })
            .where(
              and(
                eq(reservations.status, 'pending'),
                lt(reservations.holdExpiresAt, sql`now()`),
                or(
                  and(
                    eq(reservations.locationId, location.id),
                    sql`tstzrange(${reservations.startsAt}, ${reservations.endsAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
                  ),
                  and(
                    eq(reservations.emailHash, emailHash(email)),
                    eq(reservations.startsAt, start),
                  ),
                  partnerOf ? eq(reservations.partnerOfReservationId, partnerOf) : undefined,
                ),
              ),
            );
          if (partnerOf) {
            // The partner's own live booking answers as the unique index would, before the caps.
            const [taken] = await tx
              .select({ id: reservations.id })
              .from(reservations)
              .where(
                and(
                  eq(reservations.partnerOfReservationId, partnerOf),
                  sql`${reservations.status} in ('pending', 'confirmed')`,
                ),
              )
              .limit(1);
            if (taken) throw new DomainError('partner-already-booked', PARTNER_ALREADY_BOOKED);
          }
          await assertHoldCaps(tx as unknown as Db, capsInput, catalog.settings, { locked: true });
          if (
            challengeSignature &&
            !(await spendChallenge(tx as unknown as Db, challengeSignature, now))
          )
            throw new DomainError('challenge-invalid', HOLD_CHALLENGE_INVALID);
          if (code !== null && codeCap !== null) {
            // Check and take in one step per code (pricing/redemptions.ts): the quote above
            // counted outside this transaction, so a booking started at the same moment could
            // have taken the last redemption since. Live holds count, not only paid bookings.
            await lockDiscountCode(tx as unknown as Db, code);
            if ((await countRedemptions(tx as unknown as Db, code)) >= codeCap) {
              log.info('reserve-rejected', { reason: 'discount-code-exhausted' });
              throw new DomainError('discount-code-refused', DISCOUNT_CODE_INVALID);
            }
          }
          // Under the lock, the rooms free now stay free until this transaction ends.
          const [roomKey] = freeRooms(
            location.roomId,
            await busyIntervals(tx as unknown as Db, location.id, start, end),
            start,
            end,
          );
          if (!roomKey) return null;
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
              // A de-de booking freezes the Germany-German texts it was shown (issue 32.12).
              snapshot: buildSnapshot({
                pkg: contentForLocale(pkg, toLocale(personalData.localization)),
                services: contentForLocale(services, toLocale(personalData.localization)),
                location: contentForLocale(location, toLocale(personalData.localization)),
                roomKey,
                isPartnerBooking: partner !== null,
                quotes: price.quotes,
                discountCode: code,
                totalCents,
                settings: catalog.settings,
                now,
              }),
              personalData,
              isPartnerBooking: partner !== null,
              partnerData,
              ...personIndexColumns(personalData, partnerData),
              partnerOfReservationId: partnerOf,
              discountCode: data.discountCode,
              language: personalData.language,
              locale: personalData.localization,
              paymentId: data.paymentId ?? null,
              totalCents,
              holdExpiresAt: sql`now() + make_interval(mins => ${holdMinutes})`,
              clientHash: input.guard?.clientHash ?? null,
              bookedByStaffId: input.staff?.staffId ?? null,
              payAtClinic: input.staff?.payAtClinic ?? false,
            })
            .returning();
          if (input.staff) await input.staff.inTx(tx as unknown as Db, inserted);
          // A waitlist hold's lapse is its offer's expiry job; any other hold's lapse frees its
          // slot for the waitlist (a job at its expiry, docs/waitlist.md).
          if (input.waitlistHold) await input.waitlistHold.inTx(tx as unknown as Db, inserted);
          else await announceHoldLapse(tx as unknown as Db, inserted);
          if (idempotencyKey)
            await recordIdempotencyKey(tx as unknown as Db, idempotencyKey, inserted, email);
          // Staff hear of the hold exactly when it exists (a job in this transaction); in a
          // burst, of the burst once (one summary per location and window), not of each hold.
          if (inBurst) await announceBurst(tx as unknown as Db, location, now);
          else await announceHoldPlaced(tx as unknown as Db, inserted);
          return inserted;
        });
        return row && { id: row.id, name: row.name };
      } catch (err) {
        if (err instanceof SameStartHeld) {
          // This booker holds this start already (see the unique index case below).
          if (idempotencyKey) throw new IdempotencyKeyConflict();
          log.info('reserve-rejected', { reason: 'live-hold-for-email-and-start' });
          throw new DomainError('slot-taken', ALREADY_BOOKED);
        }
        const pgCode = pgErrorCode(err);
        // A writer that does not take the lock (staff, a reschedule) took the room: look again.
        if (pgCode === PG_EXCLUSION_VIOLATION) continue;
        if (pgCode === PG_UNIQUE_VIOLATION && pgConstraint(err) === 'reservations_name_unique')
          continue;
        // Rare: a create holding a code's lock and a late confirmation or another create
        // expiring the same stale hold. PostgreSQL rolled this attempt back; try it again.
        if (pgCode === PG_DEADLOCK_DETECTED || pgCode === PG_SERIALIZATION_FAILURE) continue;
        if (
          pgCode === PG_UNIQUE_VIOLATION &&
          pgConstraint(err) === 'reservations_partner_of_active_idx'
        ) {
          throw new DomainError('partner-already-booked', PARTNER_ALREADY_BOOKED);
        }
        if (
          pgCode === PG_UNIQUE_VIOLATION &&
          pgConstraint(err) === 'reservations_live_hold_email_start_idx'
        ) {
          // This booker holds this start already: a request with the same key running beside
          // this one (answered with its hold below), or a second tab without one.
          if (idempotencyKey) throw new IdempotencyKeyConflict();
          log.info('reserve-rejected', { reason: 'live-hold-for-email-and-start' });
          throw new DomainError('slot-taken', ALREADY_BOOKED);
        }
        // The same Idempotency-Key won in a request running beside this one: answer its hold.
        if (pgCode === PG_UNIQUE_VIOLATION && pgConstraint(err) === 'idempotency_keys_pkey')
          throw new IdempotencyKeyConflict();
        throw err;
      }
    }
    // Three attempts failed (names taken, deadlocks, rooms taken past the lock): this
    // request gives up, without telling the others waiting that the slot is full.
    log.warn('reserve-attempts-exhausted', { location: location.slug });
    throw new DomainError('slot-taken', ALREADY_BOOKED);
  };

  // One create per location-day at a time (./slot-lock.ts): a fresh look at the rooms first,
  // so that once the slot is full the rest fail without a transaction.
  let row: { id: string; name: string } | null;
  try {
    row = await takeTurn(
      `${location.id}/${day}`,
      `${location.id}/${start.getTime()}/${end.getTime()}`,
      async () => {
        const free = freeRooms(
          location.roomId,
          await busyIntervals(turnDb, location.id, start, end),
          start,
          end,
        );
        return free.length === 0 ? null : insertHold();
      },
    );
  } catch (err) {
    if (!(err instanceof IdempotencyKeyConflict) || !idempotencyKey) throw err;
    const earlier = await replayIdempotentCreate(db, idempotencyKey, email);
    if (earlier) return earlier;
    throw new DomainError('slot-taken', ALREADY_BOOKED);
  }
  if (row) {
    log.info('reserve-timeslot-hold', { reservationId: row.id, location: location.slug });
    await Promise.all([sweepExpiredHolds(db), sweepIdempotencyKeys(db)]).catch((err: unknown) =>
      log.warn('hold-sweep-failed', { message: describeError(err) }),
    );
    if (input.waitlistHold) return { ...row, status: 'pending', result: RESERVE_SUCCESS };
    // Nothing due -> confirmed at once (or the hold is cancelled and the create fails with a
    // catalogue id); staff notified either way (payments module).
    return {
      ...row,
      ...(await afterReservationCreated(row.id, price.nothingDue, {
        db,
        confirmNothingDue: deps.confirmNothingDue,
      })),
    };
  }
  log.info('reserve-timeslot-error-already-booked', { location: location.slug });
  throw new DomainError('slot-taken', ALREADY_BOOKED);
}
