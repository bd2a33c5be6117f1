/** Transaction-scoped advisory locks (pg_advisory_xact_lock), several in one round trip. */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Takes `locks` (each a `pg_advisory_xact_lock(...)` call) in one statement, in the order
 * given: PostgreSQL evaluates a select list left to right, so the lock order is the same as one
 * statement per lock (and were it not, a deadlock is detected and the caller tries again).
 */
export async function takeLocks(tx: Tx, locks: SQL[]): Promise<void> {
  if (locks.length > 0) await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

/** The transaction-scoped advisory lock named `name` (hashed to PostgreSQL's 64-bit key). */
export function namedLock(name: string): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended(${name}, 0))`;
}
