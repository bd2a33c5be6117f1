/**
 * Creating a reservation: a pending hold on one free room for [start, start + duration), as a
 * pipeline of named steps, each in its own module and tested on its own:
 *
 *   replay (same Idempotency-Key) -> selection -> partner -> eligibility (age, late terms,
 *   the safety pre-check)
 *   -> release superseded holds (those in the slot's way: in the hold's transaction)
 *   -> first look (busy rooms, burst) -> burst guard
 *   -> quote -> take hold (turn + one transaction) -> after commit (sweep, nothing-due confirm)
 *
 * The room is chosen in one transaction under the location-day's advisory lock
 * (../slot-lock.ts), so losers of a race for the last room fail fast instead of retrying
 * exclusion conflicts; the exclusion constraint still refuses any overlap from writers outside
 * the lock. docs/architecture.md ("How a booking flows") walks through it.
 */
import { DomainError } from '@/server/domain-error';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { describeError } from '@/server/db/errors';
import { freeRooms } from '@/server/availability';
import { log } from '@/server/log';
import { ALREADY_BOOKED, RESERVE_SUCCESS } from '@/contracts/error-ids';
import {
  afterReservationCreated,
  sweepExpiredHolds,
  type BookedOutcome,
  type NothingDueConfirm,
} from '@/server/lifecycle';
import {
  IdempotencyKeyConflict,
  replayIdempotentCreate,
  sweepIdempotencyKeys,
} from '@/server/reservations/idempotency';
import type { ReservationData } from '@/shared/reservation-input';
import { fetchPartnerReservation } from '@/server/reservations/lookups';
import { firstLook } from '@/server/reservations/first-look';
import { releaseSupersededHolds, type ReleaseDeps, type ReleaseHoldInput } from '../release';
import { BurstGuard, type HoldGuard } from './burst-guard';
import { checkAge, checkLateTerms } from './eligibility';
import { checkPrecheck } from './precheck';
import { checkPartner } from './partner';
import { partnerRecord, personRecord, quoteHold } from './quote';
import { resolveSelection } from './selection';
import {
  takeHold,
  withoutHolds,
  type HeldRow,
  type StaffHold,
  type WaitlistHold,
} from './take-hold';

export type ReservationDeps = {
  db: Db;
  catalog: Catalog;
  now: Date;
  /** Asked before a superseded hold is released (see ../release.ts); none in unit tests. */
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
   * The create route's hold guard (server/holds, docs/security.md): the client's digest (live holds
   * capped per client) and its proof-of-work solution, needed while the location is in a burst.
   * Without it (server-side callers) only the per-email cap applies.
   */
  guard?: HoldGuard;
  /** The booker accepted the terms of a slot inside the free-cancellation window. */
  acceptLateCancellation?: boolean;
  /**
   * Booked at the staff desk for a caller (docs/staff-desk.md): who booked, the hold's length
   * (longer than a visitor's: the patient pays later through an emailed link), whether it is
   * paid at the clinic, and a step in the hold's transaction (the audit entry).
   */
  staff?: StaffHold;
  /** A slot held for a waitlist entry (docs/waitlist.md); see ./take-hold.ts. */
  waitlistHold?: WaitlistHold;
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
  const idempotencyKey = input.idempotencyKey ?? null;
  if (idempotencyKey) {
    const earlier = await replayIdempotentCreate(db, idempotencyKey, data.personalData.email);
    if (earlier) return earlier;
  }

  const selection = resolveSelection(catalog, data, now);
  const { location, pkg, start, end } = selection;
  const role = await checkPartner(data, pkg, (id, email) =>
    fetchPartnerReservation(id, email, { db }),
  );
  checkAge(data.personalData.birthDate, catalog.settings, now);
  checkLateTerms(catalog.settings, pkg, start, now, input.acceptLateCancellation);
  await checkPrecheck(data.screeningPrecheck, {
    checkupSlug: pkg.slug,
    services: selection.services.map((s) => s.slug),
  });

  const slot = { locationId: location.id, start, end };
  // Holds elsewhere are released now; one in this slot's way in the hold's transaction.
  const inTheWay = input.releases?.length
    ? await releaseSupersededHolds(input.releases, deps, slot)
    : [];

  // One round trip (../first-look.ts): the rooms busy over the slot, and the burst counts.
  const look = await firstLook(db, slot, input.guard ? catalog.settings : null);
  const burst = new BurstGuard(input.guard, location.slug);
  await burst.beforeTurn(look.burst);
  // Before pricing: a full slot fails here without any more work (the visitor's own hold
  // about to be released does not count).
  if (freeRooms(location.roomId, withoutHolds(look.busy, inTheWay), start, end).length === 0)
    throw new DomainError('slot-taken', ALREADY_BOOKED);

  const person = personRecord(data, input.url);
  const price = await quoteHold(data, selection, role, person, deps);

  let row: HeldRow | null;
  try {
    // Turns run on their own connections (../slot-lock.ts): not queued behind other reads.
    row = await takeHold(deps.turnDb ?? db, {
      data,
      selection,
      role,
      person,
      partnerData: partnerRecord(role),
      price,
      burst,
      guard: input.guard,
      staff: input.staff,
      waitlistHold: input.waitlistHold,
      inTheWay,
      idempotencyKey,
      holdMinutes:
        input.staff?.holdMinutes ??
        input.waitlistHold?.holdMinutes ??
        catalog.settings.initialHoldMinutes,
      settings: catalog.settings,
      now,
    });
  } catch (err) {
    if (!(err instanceof IdempotencyKeyConflict) || !idempotencyKey) throw err;
    const earlier = await replayIdempotentCreate(db, idempotencyKey, role.email);
    if (earlier) return earlier;
    throw new DomainError('slot-taken', ALREADY_BOOKED);
  }
  if (!row) {
    log.info(ALREADY_BOOKED, { location: location.slug });
    throw new DomainError('slot-taken', ALREADY_BOOKED);
  }
  log.info('reserve-timeslot-hold', { reservationId: row.id, location: location.slug });
  await Promise.all([sweepExpiredHolds(db), sweepIdempotencyKeys(db)]).catch((err: unknown) =>
    log.warn('hold-sweep-failed', { message: describeError(err) }),
  );
  if (input.waitlistHold) return { ...row, status: 'pending', result: RESERVE_SUCCESS };
  // Nothing due -> confirmed at once (or the hold is cancelled and the create fails with a
  // catalogue id); staff notified either way.
  return {
    ...row,
    ...(await afterReservationCreated(row.id, price.nothingDue, {
      db,
      confirmNothingDue: deps.confirmNothingDue,
    })),
  };
}
