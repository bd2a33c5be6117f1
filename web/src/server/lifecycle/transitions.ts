/**
 * The booking lifecycle: every state change of a reservation (pending -> confirmed ->
 * cancelled | expired) happens here. Each reads the row FOR UPDATE in a transaction and asks
 * reservations/status whether the transition is allowed, so concurrent confirmations (browser
 * return and webhook) cannot both apply; what a change announces is written as jobs in that
 * same transaction (./announcements), so it is sent exactly when the change committed.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb, type Conn, type Db, type Tx } from '@/server/db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '@/server/db/errors';
import { reservations, type Reservation, type ReservationStatus } from '@/server/db/schema';
import { log } from '@/server/log';
import { sameEmail } from '@/server/privacy/blind-index';
import { countRedemptions, lockDiscountCode } from '@/server/pricing/redemptions';
import { canTransition, effectiveStatus, isHoldExpired } from '@/server/reservations/status';
import { partnerHasBooked } from '@/server/reservations/partner-booked';
import { announceSlotFreed } from './slot-freed';
import { announceConfirmed, paidEvent, type ConfirmedEvent } from './announcements';
import { RESERVE_SUCCESS_NOTHING_DUE } from '@/contracts/error-ids';
import { expireStaleHolds } from './stale-holds';

export type TransitionResult =
  | { ok: true; reservation: Reservation; changed: boolean }
  | {
      ok: false;
      reason: 'not-found' | 'not-allowed' | 'slot-lost' | 'code-exhausted';
      reservation: Reservation | null;
    };

export type PaymentConfirmation = {
  paidCents: number;
  balanceDueCents: number;
  paymentIntentId: string | null;
  /** `none`: a booking with nothing to pay. */
  provider: string;
  /** card, twint, … as the provider reported it (printed on the receipt). */
  method?: string | null;
};

function confirmedEvent(payment: PaymentConfirmation, row: Reservation): ConfirmedEvent {
  return payment.provider === 'none' ? RESERVE_SUCCESS_NOTHING_DUE : paidEvent(row);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockRow(tx: Tx, id: string): Promise<Reservation | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

class SlotLost extends Error {}
class CodeExhausted extends Error {}

export type ConfirmOptions = {
  /**
   * The maxRedemptions of the row's discount code as content says now (null: no cap). A hold
   * that has lapsed no longer takes a redemption of its code (pricing/redemptions.ts), so
   * confirming it takes one again, checked under the code's lock like a create.
   */
  discountCodeCap?: number | null;
};

/**
 * pending (or expired, if its room is still free) -> confirmed, with the payment's amounts.
 * Confirming a confirmed reservation again changes nothing (idempotent). `slot-lost`: the
 * hold expired and someone else took the room; `code-exhausted`: the hold lapsed and its
 * discount code's last redemptions went to other bookings meanwhile (only checked with
 * `options.discountCodeCap`). The caller refunds either way; nothing is changed.
 */
export async function confirmReservation(
  id: string,
  payment: PaymentConfirmation,
  db?: Conn,
  options: ConfirmOptions = {},
): Promise<TransitionResult> {
  const conn = db ?? (await getDb());
  let current: Reservation | null = null;
  try {
    return await conn.transaction(async (tx): Promise<TransitionResult> => {
      const row = await lockRow(tx, id);
      current = row;
      if (!row) return { ok: false, reason: 'not-found', reservation: null };
      if (row.status === 'confirmed') return { ok: true, reservation: row, changed: false };
      if (!canTransition(row.status, 'confirmed'))
        return { ok: false, reason: 'not-allowed', reservation: row };
      if (row.status === 'expired') {
        // Back into the exclusion constraint: lapsed holds on its room and time leave first.
        await expireStaleHolds(tx, {
          slot: {
            locationId: row.locationId,
            start: row.startsAt,
            end: row.endsAt,
            roomKey: row.roomKey,
          },
          exceptId: row.id,
        });
      }
      const cap = options.discountCodeCap ?? null;
      const lapsed = row.status === 'expired' || isHoldExpired(row, new Date());
      if (cap !== null && row.discountCode && lapsed) {
        // After the row locks, like create: every writer takes its locks in one order.
        await lockDiscountCode(tx, row.discountCode);
        const taken = await countRedemptions(tx, row.discountCode, {
          excludeId: row.id,
        });
        if (taken >= cap) throw new CodeExhausted();
      }
      try {
        const [updated] = await tx
          .update(reservations)
          .set({
            status: 'confirmed',
            paidCents: payment.paidCents,
            balanceDueCents: payment.balanceDueCents,
            paymentIntentId: payment.paymentIntentId,
            paymentProvider: payment.provider,
            paymentMethod: payment.method ?? null,
            confirmedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(reservations.id, row.id))
          .returning();
        // In the same transaction: the confirmation email exists exactly when the booking does.
        await announceConfirmed(tx, updated, confirmedEvent(payment, updated));
        return { ok: true, reservation: updated, changed: true };
      } catch (err) {
        if (pgErrorCode(err) === PG_EXCLUSION_VIOLATION) throw new SlotLost();
        throw err;
      }
    });
  } catch (err) {
    if (err instanceof SlotLost) {
      log.warn('confirm-reservation-slot-lost', { reservationId: id });
      return { ok: false, reason: 'slot-lost', reservation: current };
    }
    if (err instanceof CodeExhausted) {
      log.warn('confirm-reservation-code-exhausted', { reservationId: id });
      return { ok: false, reason: 'code-exhausted', reservation: current };
    }
    throw err;
  }
}

async function moveTo(id: string, to: ReservationStatus, db?: Db): Promise<TransitionResult> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx): Promise<TransitionResult> => {
    const row = await lockRow(tx, id);
    if (!row) return { ok: false, reason: 'not-found', reservation: null };
    if (row.status === to) return { ok: true, reservation: row, changed: false };
    if (!canTransition(row.status, to))
      return { ok: false, reason: 'not-allowed', reservation: row };
    const [updated] = await tx
      .update(reservations)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(reservations.id, row.id))
      .returning();
    // The room is free now: the waitlist hears of it in this transaction (docs/waitlist.md).
    if (to === 'cancelled' || to === 'expired')
      await announceSlotFreed(tx, row, {
        kind: to === 'cancelled' ? 'cancel' : 'lapse',
        reservationId: row.id,
      });
    return { ok: true, reservation: updated, changed: true };
  });
}

/** pending -> expired (e.g. the provider reports the payment failed for good). */
export function expireReservation(id: string, db?: Db): Promise<TransitionResult> {
  return moveTo(id, 'expired', db);
}

/** pending | confirmed -> cancelled; frees the room at once. */
export async function cancelReservation(id: string, db?: Db): Promise<TransitionResult> {
  const result = await moveTo(id, 'cancelled', db);
  if (result.ok && result.changed) log.info('cancel-reservation-success', { reservationId: id });
  return result;
}

export type ReleaseHoldResult =
  /** The hold was live and is cancelled now: its room is free. */
  | { kind: 'released'; reservation: Reservation }
  /** Already cancelled or expired (or lapsed): nothing held, nothing changed. */
  | { kind: 'not-held' }
  /** No such reservation, or the email is not the booker's (the caller must not say which). */
  | { kind: 'not-found' }
  /** Confirmed (paid, or nothing due): never released here. */
  | { kind: 'confirmed' }
  /** A partner's own reservation points at it: refused, whatever its state. */
  | { kind: 'partner-booked' };

/**
 * A superseded pending hold -> cancelled, for its booker only (id + email, case-insensitive).
 * Only a hold that still holds its room at `now` is cancelled; a confirmed reservation is
 * never touched, and neither is a booking that a partner's own reservation belongs to. All
 * checks run under the row lock, so a payment confirming the same row at the same moment
 * either wins (then this answers `confirmed`) or finds it cancelled and is refunded
 * (payments/settle.ts, reason not-allowed).
 */
export async function releasePendingHold(
  id: string,
  email: string,
  now: Date,
  db?: Conn,
): Promise<ReleaseHoldResult> {
  const conn = db ?? (await getDb());
  const result = await conn.transaction(async (tx): Promise<ReleaseHoldResult> => {
    const row = await lockRow(tx, id);
    if (!row || !sameEmail(row.personalData.email, email)) return { kind: 'not-found' };
    const status = effectiveStatus(row, now);
    if (status === 'confirmed') return { kind: 'confirmed' };
    if (status !== 'pending' || !canTransition(row.status, 'cancelled'))
      return { kind: 'not-held' };
    if (await partnerHasBooked(tx, row)) return { kind: 'partner-booked' };
    const [updated] = await tx
      .update(reservations)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(reservations.id, row.id))
      .returning();
    await announceSlotFreed(tx, row, { kind: 'release', reservationId: row.id });
    return { kind: 'released', reservation: updated };
  });
  if (result.kind === 'released')
    log.info('cancel-reservation-success', { reservationId: id, reason: 'released' });
  return result;
}
