/**
 * The booker's own changes through the manage link (issue 12): move and cancel. Each runs in
 * one transaction under the row lock, asks the caller's policy check with the locked row (so
 * the rule the page stated is the rule enforced, on the server's clock), writes the change and
 * its announcements (./announcements.ts) together.
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '@/server/db/errors';
import { refunds, reservations, type Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { log } from '@/server/log';
import { partnerHasBooked } from '@/server/reservations/partner-booked';
import { canTransition } from '@/server/reservations/status';
import { announceCancelled, announceRescheduled } from './announcements';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockRow(tx: Db, id: string): Promise<Reservation | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

export type MoveTarget = {
  locationId: string;
  locationSlug: string;
  start: Date;
  end: Date;
  /** Rooms free at the new time (as read before the lock), tried in order. */
  roomKeys: string[];
  /** The snapshot with the new place and room: the frozen price and terms stay. */
  snapshotFor: (row: Reservation, roomKey: string) => ReservationSnapshot;
};

export type ManageRefusal = { ok: false; reason: string };

export type RescheduleResult =
  | { ok: true; before: Reservation; reservation: Reservation }
  | { ok: false; reason: 'not-found' | 'slot-taken' | (string & {}) };

class RoomTaken extends Error {}

/**
 * Moves a reservation to `target`. The row itself is updated, so the new time is held under the
 * exclusion constraint and the old one is free in the same statement: never both, never
 * neither. A room taken meanwhile (23P01) rolls back to a savepoint and the next room is tried;
 * none left answers `slot-taken` and nothing changed. `check` answers a refusal id or null.
 */
export async function rescheduleReservation(
  id: string,
  target: MoveTarget,
  check: (row: Reservation) => string | null,
  db: Db,
): Promise<RescheduleResult> {
  const result = await db.transaction(async (txAny): Promise<RescheduleResult> => {
    const tx = txAny as unknown as Db;
    const row = await lockRow(tx, id);
    if (!row) return { ok: false, reason: 'not-found' };
    const refusal = check(row);
    if (refusal) return { ok: false, reason: refusal };
    for (const roomKey of target.roomKeys) {
      try {
        const moved = await tx.transaction(async (spAny) => {
          const sp = spAny as unknown as Db;
          // An exclusion predicate cannot use now(): lapsed holds in the way leave first.
          await sp
            .update(reservations)
            .set({ status: 'expired', updatedAt: sql`now()` })
            .where(
              and(
                eq(reservations.locationId, target.locationId),
                eq(reservations.roomKey, roomKey),
                eq(reservations.status, 'pending'),
                lt(reservations.holdExpiresAt, sql`now()`),
                ne(reservations.id, row.id),
                sql`tstzrange(${reservations.startsAt}, ${reservations.endsAt}, '[)') && tstzrange(${target.start.toISOString()}::timestamptz, ${target.end.toISOString()}::timestamptz, '[)')`,
              ),
            );
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
            if (pgErrorCode(err) === PG_EXCLUSION_VIOLATION) throw new RoomTaken();
            throw err;
          }
        });
        await announceRescheduled(tx, row, moved);
        return { ok: true, before: row, reservation: moved };
      } catch (err) {
        if (err instanceof RoomTaken) continue;
        throw err;
      }
    }
    return { ok: false, reason: 'slot-taken' };
  });
  if (result.ok)
    log.info('reservation-rescheduled', {
      reservationId: id,
      revision: result.reservation.rescheduleCount,
    });
  return result;
}

export type CancelDecision = { ok: true; refundCents: number; keptCents: number } | ManageRefusal;

export type CancelResult =
  | { ok: true; reservation: Reservation; refundCents: number; keptCents: number }
  | { ok: false; reason: 'not-found' | (string & {}) };

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
): Promise<CancelResult> {
  const result = await db.transaction(async (txAny): Promise<CancelResult> => {
    const tx = txAny as unknown as Db;
    const row = await lockRow(tx, id);
    if (!row) return { ok: false, reason: 'not-found' };
    const partnerBooked = await partnerHasBooked(tx, row);
    const decision = decide(row, partnerBooked);
    if (!decision.ok) return decision;
    if (!canTransition(row.status, 'cancelled')) return { ok: false, reason: 'booking-not-active' };
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
    await announceCancelled(tx, updated, {
      refundCents: decision.refundCents,
      keptCents: decision.keptCents,
      partnerHasBooked: partnerBooked,
    });
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
      reason: 'manage-link',
      refundCents: result.refundCents,
    });
  return result;
}
