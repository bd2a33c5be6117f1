/**
 * Live holds per booker email and per client (docs/security.md), checked inside the transaction that
 * inserts the hold. A transaction-scoped advisory lock per email and per client serialises
 * concurrent creates of one booker or client, so two requests cannot both pass the count.
 * Locks are always taken email first, then client: no two creates wait on each other in
 * opposite order.
 */
import { DomainError } from '@/server/domain-error';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '@/server/db/client';
import { namedLock, takeLocks } from '@/server/db/advisory-locks';
import { jsonValue } from '@/server/db/json-value';
import { reservations } from '@/server/db/schema';
import { emailHash, emailHashCandidates } from '@/server/privacy/blind-index';
import { log } from '@/server/log';
import { HOLD_LIMIT_CLIENT, HOLD_LIMIT_EMAIL } from '@/contracts/error-ids';

export type HoldCaps = { maxLiveHoldsPerEmail: number; maxLiveHoldsPerClient: number };

/** The same booker already holds this start (a doubled request; see hold-requests/create/). */
export class SameStartHeld extends Error {}

/** The advisory locks of the caps, email first, then client (see the header). */
export function holdCapLocks(input: { email: string; clientHash: string | null }): SQL[] {
  return [
    `hold-email:${emailHash(input.email)}`,
    ...(input.clientHash === null ? [] : [`hold-client:${input.clientHash}`]),
  ].map(namedLock);
}

const live = sql`${reservations.status} = 'pending' and ${reservations.holdExpiresAt} > now()`;

/**
 * Throws 409 `hold-limit-email` / 429 `hold-limit-client` when the cap is reached, and
 * SameStartHeld when the email's live hold is for this very start (answered as before the
 * caps: 409 already-booked, or the idempotent replay).
 */
export async function assertHoldCaps(
  tx: Tx,
  input: { email: string; start: Date; clientHash: string | null },
  caps: HoldCaps,
  options: { locked?: boolean } = {},
): Promise<void> {
  const { clientHash } = input;
  // The create takes these locks with its location-day's, in one round trip (docs/performance.md).
  if (!options.locked) await takeLocks(tx, holdCapLocks(input));
  // Both counts in one statement, read after the locks (a statement sees what was committed
  // before it started, so reading in the locking statement could miss a holder's insert).
  const [row] = rowsOf<{ held: unknown; client: number | null }>(
    await tx.execute(sql`select
      (select coalesce(json_agg((extract(epoch from ${reservations.startsAt}) * 1000)::float8), '[]'::json)
         from ${reservations}
        where ${inArray(reservations.emailHash, emailHashCandidates(input.email))} and ${live}) as held,
      ${
        clientHash === null
          ? sql`null::int`
          : sql`(select count(*)::int from ${reservations} where ${eq(reservations.clientHash, clientHash)} and ${live})`
      } as client`),
  );
  const held = jsonValue<number[]>(row.held);
  if (held.some((ms) => ms === input.start.getTime())) throw new SameStartHeld();
  if (held.length >= caps.maxLiveHoldsPerEmail) {
    log.info('reserve-rejected', { reason: HOLD_LIMIT_EMAIL });
    throw new DomainError('hold-limit-email', HOLD_LIMIT_EMAIL);
  }
  if (clientHash === null) return;
  if (Number(row.client) >= caps.maxLiveHoldsPerClient) {
    log.info('reserve-rejected', { reason: HOLD_LIMIT_CLIENT });
    throw new DomainError('hold-limit-client', HOLD_LIMIT_CLIENT);
  }
}
