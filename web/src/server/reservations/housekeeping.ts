/**
 * Housekeeping after a create: lapsed holds marked expired, idempotency keys past their window
 * dropped. Neither is needed for correctness (readers treat a lapsed hold as free, and a create
 * expires the stale holds in its way inside its own transaction), so under contention it runs
 * at most once per SWEEP_INTERVAL_MS per process and database instead of after every create
 * (two more round trips and a table-wide update each time; issue 15.2).
 */
import type { Db } from '@/server/db/client';
import { describeError } from '@/server/db/errors';
import { sweepExpiredHolds } from '@/server/lifecycle';
import { log } from '@/server/log';
import { sweepIdempotencyKeys } from './idempotency';

export const SWEEP_INTERVAL_MS = 60_000;

const lastSweep = new WeakMap<Db, number>();

/** Sweeps when the last sweep on `db` in this process is SWEEP_INTERVAL_MS old; true if it ran. */
export async function sweepNowAndThen(
  db: Db,
  nowMs: number = Date.now(),
  sweeps: ((db: Db) => Promise<unknown>)[] = [sweepExpiredHolds, sweepIdempotencyKeys],
): Promise<boolean> {
  const last = lastSweep.get(db);
  if (last !== undefined && nowMs - last < SWEEP_INTERVAL_MS) return false;
  lastSweep.set(db, nowMs);
  await Promise.all(sweeps.map((sweep) => sweep(db))).catch((err: unknown) =>
    log.warn('hold-sweep-failed', { message: describeError(err) }),
  );
  return true;
}
