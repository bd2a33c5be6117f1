/**
 * Live holds per booker email and per client (issue 11.2), checked inside the transaction that
 * inserts the hold. A transaction-scoped advisory lock per email and per client serialises
 * concurrent creates of one booker or client, so two requests cannot both pass the count.
 * Locks are always taken email first, then client: no two creates wait on each other in
 * opposite order.
 */
import { DomainError } from '@/server/domain-error';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { emailHash, emailHashCandidates } from '@/server/privacy/blind-index';
import { log } from '@/server/log';
import { HOLD_LIMIT_CLIENT, HOLD_LIMIT_EMAIL } from './errors';

export type HoldCaps = { maxLiveHoldsPerEmail: number; maxLiveHoldsPerClient: number };

/** The same booker already holds this start (a doubled request; see reservations/create.ts). */
export class SameStartHeld extends Error {}

async function lock(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

const live = sql`${reservations.status} = 'pending' and ${reservations.holdExpiresAt} > now()`;

/**
 * Throws 409 `hold-limit-email` / 429 `hold-limit-client` when the cap is reached, and
 * SameStartHeld when the email's live hold is for this very start (answered as before the
 * caps: 409 already-booked, or the idempotent replay).
 */
export async function assertHoldCaps(
  tx: Db,
  input: { email: string; start: Date; clientHash: string | null },
  caps: HoldCaps,
): Promise<void> {
  await lock(tx, `hold-email:${emailHash(input.email)}`);
  const held = await tx
    .select({ startsAt: reservations.startsAt })
    .from(reservations)
    .where(and(inArray(reservations.emailHash, emailHashCandidates(input.email)), live));
  if (held.some((h) => h.startsAt.getTime() === input.start.getTime())) throw new SameStartHeld();
  if (held.length >= caps.maxLiveHoldsPerEmail) {
    log.info('reserve-rejected', { reason: HOLD_LIMIT_EMAIL });
    throw new DomainError('hold-limit-email', HOLD_LIMIT_EMAIL);
  }
  if (input.clientHash === null) return;
  await lock(tx, `hold-client:${input.clientHash}`);
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.clientHash, input.clientHash), live));
  if (Number(n) >= caps.maxLiveHoldsPerClient) {
    log.info('reserve-rejected', { reason: HOLD_LIMIT_CLIENT });
    throw new DomainError('hold-limit-client', HOLD_LIMIT_CLIENT);
  }
}
