/**
 * How often a discount code is taken: by confirmed reservations and by pending holds that
 * still hold (not lapsed, not cancelled, not expired). A hold takes one redemption of its code
 * for as long as it holds its room; when it lapses or is released the redemption is free again.
 *
 * Check and take must be one step, or two bookings started at the same moment both see one
 * redemption left: every writer that lets a reservation count (create inserting a hold, a late
 * payment re-holding a lapsed one) first takes lockDiscountCode() in its transaction, then
 * counts, then writes. On PostgreSQL that is a transaction-scoped advisory lock keyed by the
 * code, so it is released by the commit that makes the new row visible to the next counter
 * (READ COMMITTED: the count runs after the lock, in a statement of its own). PGlite runs one
 * transaction at a time anyway; the lock is taken there too (it is granted at once).
 */
import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Conn, Tx } from '@/server/db/client';
import { reservations } from '@/server/db/schema';

/** First key of the two-part advisory lock: discount codes (migrations use a one-part lock). */
const DISCOUNT_CODE_LOCK_CLASS = 724_002;

/** The rows that take a redemption of their code right now (the database's now()). */
export function takesRedemption(): SQL {
  return or(
    eq(reservations.status, 'confirmed'),
    and(eq(reservations.status, 'pending'), sql`${reservations.holdExpiresAt} > now()`),
  )!;
}

/**
 * Serialises check-and-take for one code (case-insensitive) until the end of the current
 * transaction. Call it inside the transaction that writes, after the row locks it takes on
 * reservations (create: after expiring stale holds; confirm: after locking its row), so that
 * every writer takes its locks in the same order.
 */
export async function lockDiscountCode(tx: Tx, code: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${DISCOUNT_CODE_LOCK_CLASS}::int, hashtext(lower(${code.trim()})))`,
  );
}

/** Reservations taking a redemption of `code` (case-insensitive), optionally but one. */
export async function countRedemptions(
  db: Conn,
  code: string,
  options: { excludeId?: string } = {},
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        takesRedemption(),
        sql`lower(${reservations.discountCode}) = lower(${code.trim()})`,
        options.excludeId ? ne(reservations.id, options.excludeId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
