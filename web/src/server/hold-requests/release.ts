/**
 * Releasing a superseded pending hold (POST /api/reservation/release, and the `releases` a
 * create names): the booker changed the booking after "Reserve", or reserved again, so the
 * old hold must not keep its room until it lapses. Needs the id and the booker's email.
 */
import { DomainError } from '@/server/domain-error';
import type { z } from 'zod';
import type { releaseRequestSchema } from '@/contracts/reservation-release';
import type { Db } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { describeError } from '@/server/db/errors';
import { log } from '@/server/log';
import { sameEmail } from '@/server/privacy/blind-index';
import { getReservation } from '@/server/reservations/lookups';
import { effectiveStatus } from '@/server/reservations/status';
import { releasePendingHold } from '@/server/lifecycle';
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
  const row = await getReservation(input.reservationId, deps.db);
  if (!row || !sameEmail(row.personalData.email, input.email))
    throw new DomainError('reservation-not-found', UNPAID_NOT_FOUND);
  const status = effectiveStatus(row, deps.now);
  if (status === 'confirmed') throw new DomainError('already-confirmed', UNPAID_ALREADY_CONFIRMED);
  if (status !== 'pending') return { released: false };
  // Asked before the row lock (it may call the provider); a payment that succeeds after this
  // finds the hold cancelled and is refunded (payments/settle.ts).
  await deps.assertNoPaymentUnderway?.(row);
  const result = await releasePendingHold(row.id, input.email, deps.now, deps.db);
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

/**
 * The holds a create request names as superseded, released before it looks for a room (so
 * the visitor's own old hold never blocks the same slot). Never fails the create: a hold
 * that cannot be released is left to lapse, and only logged.
 */
export async function releaseSupersededHolds(
  holds: readonly ReleaseHoldInput[],
  deps: ReleaseDeps,
): Promise<void> {
  for (const hold of holds) {
    try {
      await releaseHold(hold, deps);
    } catch (err) {
      log.info('release-superseded-hold-refused', {
        reservationId: hold.reservationId,
        reason: err instanceof DomainError ? err.id : describeError(err),
      });
    }
  }
}
