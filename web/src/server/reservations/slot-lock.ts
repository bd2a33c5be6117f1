/**
 * Creates under contention (docs/performance.md). Creates for one location and Zurich day take turns:
 *  - in this process, in a queue in memory (waiting costs no database connection);
 *  - across instances, under a transaction-scoped advisory lock (locationDayLock), so the room
 *    a create picks inside its transaction is still free when it inserts: no exclusion-constraint
 *    conflicts to wait for and retry in the normal case.
 * Losers fail fast: once a turn finds a slot full, every create for the same slot that was
 * already waiting in the queue is answered at once without asking the database. That is a true
 * answer for each of them: the slot was full at a moment while their request was in flight.
 */
import { sql, type SQL } from 'drizzle-orm';

/** First key of the two-part advisory lock: location-days (discount codes use 724_002). */
const LOCATION_DAY_LOCK_CLASS = 724_003;

/** The lock of a location-day, to take with takeLocks (server/db/advisory-locks.ts). */
export function locationDayLock(locationId: string, day: string): SQL {
  return sql`pg_advisory_xact_lock(${LOCATION_DAY_LOCK_CLASS}::int, hashtext(${`${locationId}/${day}`}))`;
}

type Queue = {
  tail: Promise<void>;
  waiting: number;
  /** Slot -> the last ticket issued when a turn found it full. */
  full: Map<string, number>;
};

const queues = new Map<string, Queue>();
let lastTicket = 0;

/**
 * Runs `attempt` in its turn for `dayKey`. `attempt` answers null when `slotKey` has no room
 * left; then creates for that slot already waiting get null without running theirs.
 */
export async function takeTurn<T>(
  dayKey: string,
  slotKey: string,
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  const ticket = ++lastTicket;
  let queue = queues.get(dayKey);
  if (!queue)
    queues.set(dayKey, (queue = { tail: Promise.resolve(), waiting: 0, full: new Map() }));
  queue.waiting += 1;
  const before = queue.tail;
  let done!: () => void;
  queue.tail = new Promise<void>((resolve) => (done = resolve));
  try {
    await before;
    if ((queue.full.get(slotKey) ?? 0) >= ticket) return null;
    const result = await attempt();
    if (result === null) queue.full.set(slotKey, lastTicket);
    return result;
  } finally {
    done();
    queue.waiting -= 1;
    // Nobody waiting: forget the queue (and what it knew about full slots).
    if (queue.waiting === 0 && queues.get(dayKey) === queue) queues.delete(dayKey);
  }
}
