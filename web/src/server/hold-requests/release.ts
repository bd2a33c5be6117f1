/**
 * Releasing a superseded pending hold (POST /api/reservation/release, and the `releases` a
 * create names): the booker changed the booking after "Reserve", or reserved again, so the
 * old hold must not keep its room until it lapses. Needs the id and the booker's email.
 */
import { DomainError } from '@/server/domain-error';
import type { z } from 'zod';
import type { releaseRequestSchema } from '@/contracts/reservation-release';
import type { Db, Tx } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { describeError } from '@/server/db/errors';
import { log } from '@/server/log';
import { sameEmail } from '@/server/privacy/blind-index';
import { getReservation } from '@/server/reservations/lookups';
import { effectiveStatus } from '@/server/reservations/status';
import { releasePendingHold, type ReleaseHoldResult } from '@/server/lifecycle';
import {
  PARTNER_ALREADY_BOOKED,
  UNPAID_ALREADY_CONFIRMED,
  UNPAID_NOT_FOUND,
} from '@/contracts/error-ids';

export type ReleaseHoldInput = z.infer<typeof releaseRequestSchema>;

export type ReleaseDeps = {
  db: Db;
  now: Date;
  /**
   * Throws a DomainError (a conflict) when a payment for this pending hold is under way or done at the
   * provider but not settled yet. The database alone cannot know (payments/intents.ts).
   */
  assertNoPaymentUnderway?: (reservation: Reservation) => Promise<void>;
};

/**
 * `{ released: true }` when the hold was cancelled now; `{ released: false }` when it no
 * longer held its room (cancelled, expired or lapsed: idempotent). Throws DomainError (not found)
 * `unpaid-reservation-not-found` for an unknown id or another email (never saying which),
 * 409 `unpaid-reservation-already-confirmed` for a paid or confirmed one, 409 from
 * `assertNoPaymentUnderway`, and 409 `partner-reservation-already-booked` when a partner's
 * own reservation belongs to it.
 */
export async function releaseHold(
  input: ReleaseHoldInput,
  deps: ReleaseDeps,
): Promise<{ released: boolean }> {
  const row = await releasableHold(input, deps);
  if (!row) return { released: false };
  return answerRelease(await releasePendingHold(row.id, input.email, deps.now, deps.db));
}

/**
 * The checks of a release that need no row lock: the row, its booker, still pending, no
 * payment under way. Null when it no longer holds its room; throws as releaseHold does.
 */
async function releasableHold(
  input: ReleaseHoldInput,
  deps: ReleaseDeps,
): Promise<Reservation | null> {
  const row = await getReservation(input.reservationId, deps.db);
  if (!row || !sameEmail(row.personalData.email, input.email))
    throw new DomainError('reservation-not-found', UNPAID_NOT_FOUND);
  const status = effectiveStatus(row, deps.now);
  if (status === 'confirmed') throw new DomainError('already-confirmed', UNPAID_ALREADY_CONFIRMED);
  if (status !== 'pending') return null;
  // Asked before the row lock (it may call the provider); a payment that succeeds after this
  // finds the hold cancelled and is refunded (payments/settle.ts).
  await deps.assertNoPaymentUnderway?.(row);
  return row;
}

function answerRelease(result: ReleaseHoldResult): { released: boolean } {
  switch (result.kind) {
    case 'released':
      return { released: true };
    case 'not-held':
      return { released: false };
    case 'not-found':
      throw new DomainError('reservation-not-found', UNPAID_NOT_FOUND);
    case 'confirmed':
      throw new DomainError('already-confirmed', UNPAID_ALREADY_CONFIRMED);
    case 'partner-booked':
      throw new DomainError('partner-already-booked', PARTNER_ALREADY_BOOKED);
  }
}

/** A superseded hold in the way of the new one: released in the new hold's transaction. */
export type HeldInTheWay = { input: ReleaseHoldInput; row: Reservation };

const overlaps = (row: Reservation, slot: { locationId: string; start: Date; end: Date }) =>
  row.locationId === slot.locationId && row.startsAt < slot.end && slot.start < row.endsAt;

/**
 * The holds a create request names as superseded (never fails the create: a hold that cannot
 * be released is left to lapse, and only logged). A hold elsewhere is released now, before the
 * create looks for a room. A hold overlapping the new slot (a waitlist offer's hold taken
 * through the summary, the same slot reserved again) is only checked here and answered: the
 * create releases it in the new hold's transaction (releaseInHoldTx), so nobody can take its
 * room in between (docs/waitlist.md "Taking an offer").
 */
export async function releaseSupersededHolds(
  holds: readonly ReleaseHoldInput[],
  deps: ReleaseDeps,
  slot?: { locationId: string; start: Date; end: Date },
): Promise<HeldInTheWay[]> {
  const inTheWay: HeldInTheWay[] = [];
  for (const hold of holds) {
    try {
      const row = await releasableHold(hold, deps);
      if (!row) continue;
      if (slot && overlaps(row, slot)) inTheWay.push({ input: hold, row });
      else answerRelease(await releasePendingHold(row.id, hold.email, deps.now, deps.db));
    } catch (err) {
      refused(hold, err);
    }
  }
  return inTheWay;
}

/**
 * Releases a hold in the way inside the new hold's transaction (a savepoint: a refusal leaves
 * the transaction usable, and the hold then keeps its room). Its "slot freed" job is written
 * in the same transaction and runs only after the new hold committed on the room.
 */
export async function releaseInHoldTx(tx: Tx, hold: HeldInTheWay, now: Date): Promise<void> {
  try {
    answerRelease(await releasePendingHold(hold.row.id, hold.input.email, now, tx));
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    refused(hold.input, err);
  }
}

function refused(hold: ReleaseHoldInput, err: unknown): void {
  log.info('release-superseded-hold-refused', {
    reservationId: hold.reservationId,
    reason: err instanceof DomainError ? err.id : describeError(err),
  });
}
