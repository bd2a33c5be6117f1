/**
 * The booker's own changes through the manage link (docs/manage-booking.md): move and cancel. Each runs in
 * one transaction under the row lock, asks the caller's policy check with the locked row (so
 * the rule the page stated is the rule enforced, on the server's clock), writes the change and
 * its announcements (./announcements.ts) together.
 */
import { eq, sql } from 'drizzle-orm';
import { freeRooms } from '@/server/availability';
import { zurichDate } from '@/server/availability/zone';
import { takeLocks } from '@/server/db/advisory-locks';
import type { Db, Tx } from '@/server/db/client';
import {
  PG_DEADLOCK_DETECTED,
  PG_EXCLUSION_VIOLATION,
  PG_SERIALIZATION_FAILURE,
  pgErrorCode,
} from '@/server/db/errors';
import { refunds, reservations, type Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { log } from '@/server/log';
import { busyIntervals } from '@/server/reservations/busy';
import { actionKeyUsed, moveKeyName, recordActionKey } from '@/server/reservations/idempotency';
import { partnerHasBooked } from '@/server/reservations/partner-booked';
import { locationDayLock, takeTurn } from '@/server/reservations/slot-lock';
import { canTransition, isActive } from '@/server/reservations/status';
import { announceSlotFreed } from './slot-freed';
import { announceCancelled, announceRescheduled } from './announcements';
import { endPendingHold, expireStaleHolds } from './stale-holds';
import type { ErrorId } from '@/contracts/error-id';
import { BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockRow(tx: Tx, id: string): Promise<Reservation | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

export type MoveTarget = {
  locationId: string;
  locationSlug: string;
  start: Date;
  end: Date;
  /** The location's rooms, tried in order; those busy under the lock are skipped. */
  roomKeys: string[];
  /** The snapshot with the new place and room: the frozen price and terms stay. */
  snapshotFor: (row: Reservation, roomKey: string) => ReservationSnapshot;
};

export type ManageRefusal = { ok: false; reason: ErrorId };

export type RescheduleResult =
  | { ok: true; before: Reservation; reservation: Reservation; moved: boolean }
  | { ok: false; reason: 'not-found' | 'slot-taken' | ErrorId };

export type RescheduleOptions = {
  /** Where the move's turn runs (server/db: turnDb); default `db`. */
  turnDb?: Db;
  /** The request's Idempotency-Key (stored with the move; a repeat moves nothing). */
  idempotencyKey?: string;
  /** The booker's email: a key is only answered for the booker who sent it. */
  email?: string;
  /** Runs in the move's transaction after it is written (the staff desk's audit entry). */
  inTx?: (tx: Tx, before: Reservation, after: Reservation) => Promise<void>;
  /**
   * A pending hold on the target that this move takes the place of (a waitlist offer's hold,
   * docs/waitlist.md "Taking an offer"): ended in the move's transaction, under its locks and
   * before the rooms are read, so its room counts as free and is tried first; when the move
   * fails it rolls back with it and the hold keeps its room.
   */
  takesOverHold?: HoldTakenOver;
  /**
   * Runs under the locks, after the row lock and the policy check, before anything is written
   * (the offer still open); a throw rolls the move back.
   */
  underLock?: (tx: Tx, row: Reservation) => Promise<void>;
};

/** The hold a move takes over: its id, room and time (its room is the one to choose). */
export type HoldTakenOver = Pick<Reservation, 'id' | 'roomKey' | 'startsAt' | 'endsAt'>;

/** The rooms in `free` with the taken-over hold's room first. */
function takenOverFirst(free: string[], hold: HoldTakenOver | undefined): string[] {
  if (!hold || !free.includes(hold.roomKey)) return free;
  return [hold.roomKey, ...free.filter((k) => k !== hold.roomKey)];
}

class RoomTaken extends Error {}

/** Contention PostgreSQL resolved by aborting this transaction: safe to run it again. */
const RETRYABLE = new Set([PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE]);

/** The booking is there already (a repeat of the same move): nothing to do. */
function isAt(row: Reservation, target: MoveTarget): boolean {
  return (
    row.locationId === target.locationId &&
    row.startsAt.getTime() === target.start.getTime() &&
    row.endsAt.getTime() === target.end.getTime() &&
    // A move to a given room (the desk's drop) is done only when it is in that room.
    target.roomKeys.includes(row.roomKey)
  );
}

/**
 * Moves a reservation to `target`. Locks in the order creates take them (docs/operations.md): the
 * target location-day's turn and advisory lock first (reservations/slot-lock.ts), then the row.
 * Under them the free rooms are read and the row itself is updated, so the new time is held
 * under the exclusion constraint and the old one is free in the same statement: never both,
 * never neither. A deadlock or serialisation failure (writers outside the lock) is retried once,
 * then answered `slot-taken`. A repeat of a move (the booking is at the target already, or the
 * same Idempotency-Key) changes nothing and answers the booking (`moved: false`).
 * `check` answers a refusal id or null.
 */
export async function rescheduleReservation(
  id: string,
  target: MoveTarget,
  check: (row: Reservation) => ErrorId | null,
  db: Db,
  options: RescheduleOptions = {},
): Promise<RescheduleResult> {
  const turnDb = options.turnDb ?? db;
  const day = zurichDate(target.start);
  const keyName = options.idempotencyKey ? moveKeyName(options.idempotencyKey) : null;
  const attempt = () =>
    turnDb.transaction(async (tx): Promise<RescheduleResult> => {
      if (!UUID_RE.test(id)) return { ok: false, reason: 'not-found' };
      await takeLocks(tx, [locationDayLock(target.locationId, day)]);
      const row = await lockRow(tx, id);
      if (!row) return { ok: false, reason: 'not-found' };
      if (keyName && options.email) {
        const used = await actionKeyUsed(tx, keyName, row.id, options.email);
        if (used) return { ok: true, before: row, reservation: row, moved: false };
      }
      if (isActive(row, new Date()) && isAt(row, target))
        return { ok: true, before: row, reservation: row, moved: false };
      const refusal = check(row);
      if (refusal) return { ok: false, reason: refusal };
      if (options.underLock) await options.underLock(tx, row);
      // The hold this move takes over leaves its room in this transaction: nobody can take the
      // room in between (docs/waitlist.md "Taking an offer"). No "slot freed" job: the move
      // takes the room.
      if (options.takesOverHold) await endPendingHold(tx, options.takesOverHold.id, 'cancelled');
      // An exclusion predicate cannot use now(): lapsed holds in the way leave first.
      await expireStaleHolds(tx, {
        slot: { locationId: target.locationId, start: target.start, end: target.end },
        exceptId: row.id,
      });
      // Under the lock the rooms free now stay free (the booking's own interval does not count).
      const busy = await busyIntervals(tx, target.locationId, target.start, target.end, row.id);
      const free = freeRooms(target.roomKeys, busy, target.start, target.end);
      for (const roomKey of takenOverFirst(free, options.takesOverHold)) {
        try {
          const moved = await tx.transaction(async (sp) => {
            try {
              const [updated] = await sp
                .update(reservations)
                .set({
                  locationId: target.locationId,
                  locationSlug: target.locationSlug,
                  roomKey,
                  startsAt: target.start,
                  endsAt: target.end,
                  snapshot: target.snapshotFor(row, roomKey),
                  rescheduleCount: row.rescheduleCount + 1,
                  updatedAt: sql`now()`,
                })
                .where(eq(reservations.id, row.id))
                .returning();
              return updated;
            } catch (err) {
              // A writer outside the lock (staff) took the room: the next one.
              if (pgErrorCode(err) === PG_EXCLUSION_VIOLATION) throw new RoomTaken();
              throw err;
            }
          });
          if (keyName && options.email) await recordActionKey(tx, keyName, row.id, options.email);
          await announceRescheduled(tx, row, moved);
          // The old time is free now (docs/waitlist.md).
          await announceSlotFreed(tx, row, {
            kind: 'move',
            reservationId: row.id,
            revision: moved.rescheduleCount,
          });
          if (options.inTx) await options.inTx(tx, row, moved);
          return { ok: true, before: row, reservation: moved, moved: true };
        } catch (err) {
          if (err instanceof RoomTaken) continue;
          throw err;
        }
      }
      return { ok: false, reason: 'slot-taken' };
    });

  const inTurn = async (): Promise<RescheduleResult> => {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (err) {
        const code = pgErrorCode(err);
        if (!code || !RETRYABLE.has(code)) throw err;
        log.warn('reschedule-contention', { reservationId: id, code, retried: tries === 0 });
        // Contention is never a 500: once retried, the loser is told the slot is taken.
        if (tries >= 1) return { ok: false, reason: 'slot-taken' };
      }
    }
  };
  // Never null: a move's answer says nothing about whether a create would fit.
  const result = (await takeTurn(
    `${target.locationId}/${day}`,
    `move/${id}`,
    inTurn,
  )) as RescheduleResult;
  if (result.ok && result.moved)
    log.info('reservation-rescheduled', {
      reservationId: id,
      revision: result.reservation.rescheduleCount,
    });
  return result;
}

export type CancelDecision = { ok: true; refundCents: number; keptCents: number } | ManageRefusal;

export type CancelOptions = {
  /** Who cancelled, for the log: the booker's link (default) or the staff desk. */
  source?: 'manage-link' | 'staff';
  /** Runs in the cancellation's transaction after it is written (the staff desk's audit entry). */
  inTx?: (
    tx: Tx,
    cancelled: Reservation,
    decision: { refundCents: number; keptCents: number },
  ) => Promise<void>;
};

export type CancelResult =
  | { ok: true; reservation: Reservation; refundCents: number; keptCents: number }
  | { ok: false; reason: 'not-found' | ErrorId };

/**
 * pending | confirmed -> cancelled by the booker: frees the room at once. `decide` gets the
 * locked row and whether a partner's own reservation belongs to it (two-person booking) and
 * answers what is refunded and kept, or a refusal. A refund is written as a row and a job in
 * this transaction (carried out by the worker with an idempotency key: server/jobs).
 */
export async function cancelByBooker(
  id: string,
  decide: (row: Reservation, partnerHasBooked: boolean) => CancelDecision,
  db: Db,
  options: CancelOptions = {},
): Promise<CancelResult> {
  const result = await db.transaction(async (tx): Promise<CancelResult> => {
    const row = await lockRow(tx, id);
    if (!row) return { ok: false, reason: 'not-found' };
    const partnerBooked = await partnerHasBooked(tx, row);
    const decision = decide(row, partnerBooked);
    if (!decision.ok) return decision;
    if (!canTransition(row.status, 'cancelled')) return { ok: false, reason: BOOKING_NOT_ACTIVE };
    if (decision.refundCents > 0 && !(row.paymentIntentId && row.paymentProvider))
      throw new Error(`refund owed without a payment on record (${row.id})`);
    const [updated] = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(reservations.id, row.id))
      .returning();
    if (decision.refundCents > 0)
      await tx.insert(refunds).values({
        reservationId: row.id,
        paymentIntentId: row.paymentIntentId!,
        provider: row.paymentProvider!,
        amountCents: decision.refundCents,
        keptCents: decision.keptCents,
      });
    await announceSlotFreed(tx, row, { kind: 'cancel', reservationId: row.id });
    await announceCancelled(tx, updated, {
      refundCents: decision.refundCents,
      keptCents: decision.keptCents,
      partnerHasBooked: partnerBooked,
    });
    if (options.inTx) await options.inTx(tx, updated, decision);
    return {
      ok: true,
      reservation: updated,
      refundCents: decision.refundCents,
      keptCents: decision.keptCents,
    };
  });
  if (result.ok)
    log.info('cancel-reservation-success', {
      reservationId: id,
      reason: options.source ?? 'manage-link',
      refundCents: result.refundCents,
    });
  return result;
}
