/**
 * Lapsed holds -> expired: the one place that writes that change (the lifecycle owns every
 * state change, docs/architecture.md). An exclusion constraint's predicate cannot use now(),
 * so a pending row whose hold has lapsed still blocks its room until it is marked expired;
 * every writer that is about to take a room clears the lapsed holds in its way first, in its
 * own transaction (after its locks), and the sweep keeps the table honest for staff views.
 */
import { and, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Conn } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { emailHash } from '@/server/privacy/blind-index';

export type StaleHoldScope = {
  /** Holds at this location overlapping [start, end); only this room's when `roomKey` is set. */
  slot: { locationId: string; start: Date; end: Date; roomKey?: string };
  /** Never this reservation (the one being moved or confirmed). */
  exceptId?: string;
  /** Also this booker's lapsed hold at `slot.start` (the one-live-hold-per-start index). */
  bookerEmail?: string;
  /** Also a lapsed hold of this partner booking (its unique index). */
  partnerOf?: string | null;
};

const lapsed = and(eq(reservations.status, 'pending'), lt(reservations.holdExpiresAt, sql`now()`));

function scopeWhere(scope: StaleHoldScope): SQL | undefined {
  const { slot } = scope;
  const overlap = and(
    eq(reservations.locationId, slot.locationId),
    slot.roomKey === undefined ? undefined : eq(reservations.roomKey, slot.roomKey),
    sql`tstzrange(${reservations.startsAt}, ${reservations.endsAt}, '[)') && tstzrange(${slot.start.toISOString()}::timestamptz, ${slot.end.toISOString()}::timestamptz, '[)')`,
  );
  return or(
    overlap,
    scope.bookerEmail === undefined
      ? undefined
      : and(
          eq(reservations.emailHash, emailHash(scope.bookerEmail)),
          eq(reservations.startsAt, slot.start),
        ),
    scope.partnerOf ? eq(reservations.partnerOfReservationId, scope.partnerOf) : undefined,
  );
}

/** Marks the lapsed holds in `scope` expired, in one statement; returns how many changed. */
export async function expireStaleHolds(tx: Conn, scope: StaleHoldScope): Promise<number> {
  const rows = await tx
    .update(reservations)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        lapsed,
        scope.exceptId === undefined ? undefined : ne(reservations.id, scope.exceptId),
        scopeWhere(scope),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length;
}

/**
 * Marks every pending hold past its expiry as expired. Correctness never depends on it
 * (readers treat such holds as free, writers expire the ones in their way); it keeps the
 * table honest for staff views and reports. Returns how many rows changed.
 */
export async function sweepExpiredHolds(db?: Conn): Promise<number> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .update(reservations)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(lapsed)
    .returning({ id: reservations.id });
  return rows.length;
}

/**
 * One hold still pending -> `status` now, whatever its clock says (a waitlist offer's hold that
 * ends or makes way for the move it stood for). Returns whether the row changed.
 */
export async function endPendingHold(
  tx: Conn,
  id: string,
  status: 'expired' | 'cancelled',
): Promise<boolean> {
  const rows = await tx
    .update(reservations)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(reservations.id, id), eq(reservations.status, 'pending')))
    .returning({ id: reservations.id });
  return rows.length > 0;
}
