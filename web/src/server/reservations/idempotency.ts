/**
 * Idempotent create: the client sends an Idempotency-Key per Reserve attempt. The key is
 * stored with the hold it created (same transaction); a repeat within 24 h answers that
 * reservation instead of taking a second room. A key whose hold is gone (cancelled, expired)
 * holds nothing any more and is used afresh.
 */
import type { NextApiRequest } from 'next';
import { DomainError } from '@/server/domain-error';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Conn, Db, Tx } from '@/server/db/client';
import { idempotencyKeys, reservations, type Reservation } from '@/server/db/schema';
import { RESERVE_SUCCESS, RESERVE_SUCCESS_NOTHING_DUE } from '@/contracts/error-ids';
import { ApiError } from '@/server/http';
import { log } from '@/server/log';
import { emailHash, emailHashCandidates } from '@/server/privacy/blind-index';
import { isActive } from './status';
import { RESERVE_OTHER } from '@/contracts/error-ids';

export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** The header's value: a client-made random token (a UUID in the site's own client). */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,100}$/);

/**
 * The request's `Idempotency-Key` header (create, reschedule, resend), parsed with the schema
 * above: undefined when absent, 400 reserve-other when malformed.
 */
export function idempotencyKeyOf(req: NextApiRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError(400, RESERVE_OTHER);
  return parsed.data;
}

/** Another request with the same key inserted its hold first. */
export class IdempotencyKeyConflict extends Error {}

export type ReplayedReservation = {
  id: string;
  name: string;
  status: 'pending' | 'confirmed';
  result: typeof RESERVE_SUCCESS | typeof RESERVE_SUCCESS_NOTHING_DUE;
};

/** A key created before the window's start no longer counts. */
const windowStart = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`;
const pastWindow = () => lt(idempotencyKeys.createdAt, windowStart());
/** The key `key`, while it counts. */
const liveKey = (key: string) =>
  and(eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, windowStart()));

/** The answer of an earlier create with this key, or null when there is none to repeat. */
export async function replayIdempotentCreate(
  db: Db,
  key: string,
  email: string,
): Promise<ReplayedReservation | null> {
  const [earlier] = await db
    .select({ key: idempotencyKeys, reservation: reservations })
    .from(idempotencyKeys)
    .leftJoin(reservations, eq(reservations.id, idempotencyKeys.reservationId))
    .where(liveKey(key));
  if (!earlier) return null;
  // Someone else's key (a guess, a shared device): never answer their reservation.
  if (!emailHashCandidates(email).includes(earlier.key.emailHash))
    throw new DomainError('selection-invalid', RESERVE_OTHER);
  const row: Reservation | null = earlier.reservation;
  if (!row || !isActive(row, new Date())) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    return null;
  }
  log.info('reserve-idempotent-replay', { reservationId: row.id });
  const confirmed = row.status === 'confirmed';
  return {
    id: row.id,
    name: row.name,
    status: confirmed ? 'confirmed' : 'pending',
    result: confirmed ? RESERVE_SUCCESS_NOTHING_DUE : RESERVE_SUCCESS,
  };
}

/** In the hold's transaction: the key now names this reservation. */
export async function recordIdempotencyKey(
  tx: Tx,
  key: string,
  reservation: Pick<Reservation, 'id'>,
  email: string,
): Promise<void> {
  // A key older than the window may still sit there: it no longer counts, so it is replaced.
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), pastWindow()));
  await tx
    .insert(idempotencyKeys)
    .values({ key, reservationId: reservation.id, emailHash: emailHash(email) });
}

/** Drops keys past the window (run beside the hold sweep). */
export async function sweepIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(pastWindow());
}

/**
 * Idempotency-Keys of the manage link's actions (reschedule, resend, docs/operations.md) share the
 * table under a prefix of their own (a client key has no colon), naming the booking acted on.
 */
export const moveKeyName = (key: string) => `move:${key}`;
export const resendKeyName = (key: string) => `resend:${key}`;

/**
 * True when this action's key was used on this booking (a repeat: do nothing again). A key of
 * another booking or booker is someone else's: refused, never answered.
 */
export async function actionKeyUsed(
  db: Conn,
  name: string,
  reservationId: string,
  email: string,
): Promise<boolean> {
  const [earlier] = await db.select().from(idempotencyKeys).where(liveKey(name));
  if (!earlier) return false;
  if (
    earlier.reservationId !== reservationId ||
    !emailHashCandidates(email).includes(earlier.emailHash)
  )
    throw new DomainError('selection-invalid', RESERVE_OTHER);
  return true;
}

/** In the action's transaction: the key now names this booking's action. */
export async function recordActionKey(
  tx: Tx,
  name: string,
  reservationId: string,
  email: string,
): Promise<void> {
  await recordIdempotencyKey(tx, name, { id: reservationId }, email);
}
