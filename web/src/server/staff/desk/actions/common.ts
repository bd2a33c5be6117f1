/**
 * What every desk action shares (docs/staff-desk.md, "Actions"): the booking looked up for an
 * actor who may act on it (reception or admin, its location assigned), refusals as 409 with an
 * id, and a transaction that writes the change with its audit entry. The input schemas, with
 * the reason staff type and the booking id, are the contracts' (contracts/staff.ts and
 * contracts/staff-booking-<action>.ts).
 */
import { eq } from 'drizzle-orm';
import type { Catalog } from '@/server/content';
import type { Conn, Db, Tx } from '@/server/db/client';
import { reservations, type Reservation } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { ApiError } from '@/server/http';
import { hasRole, type StaffActor } from '@/server/staff/actor';
import type { StaffRole } from '@/shared/staff-roles';
import { recordAudit, type AuditEntry } from '@/server/staff/audit';
import { requireLocation } from '@/server/staff/route';
import { STAFF_BOOKING_NOT_FOUND, STAFF_FORBIDDEN } from '@/contracts/error-ids';
import { bookingIdSchema } from '@/contracts/staff';
import type { ErrorId } from '@/contracts/error-id';

export type DeskDeps = {
  db: Db;
  catalog: Catalog;
  now: Date;
  /** Where a move's or a create's turn runs (server/db: turnDb); default `db`. */
  turnDb?: Db;
};

/** Throws 403 unless the actor has `min` or a stronger role (the route checks it too). */
export function requireRole(actor: StaffActor, min: StaffRole): void {
  if (!hasRole(actor, min)) throw new ApiError(403, STAFF_FORBIDDEN);
}

/** A refusal in the booking's state: 409 with the refusal's id. */
export function refuse(id: ErrorId): never {
  throw new DomainError('change-refused', id);
}

/**
 * A refusal of the lifecycle's change: 404 when the booking is gone, else 409 with its id
 * (refuse).
 */
export function refuseChange(reason: 'not-found' | ErrorId): never {
  if (reason === 'not-found')
    throw new DomainError('reservation-not-found', STAFF_BOOKING_NOT_FOUND);
  refuse(reason);
}

/**
 * The booking `id` for an actor who may act on it: 404 when there is none, 403 when its
 * location is not the actor's. A check before the change reads through the database; with
 * `lock`, pass the change's transaction (the row stays locked until it ends).
 */
export async function bookingForAction(
  actor: StaffActor,
  id: string,
  db: Conn,
  options: { lock?: boolean; role?: StaffRole } = {},
): Promise<Reservation> {
  requireRole(actor, options.role ?? 'reception');
  const parsed = bookingIdSchema.safeParse(id);
  if (!parsed.success) throw new DomainError('reservation-not-found', STAFF_BOOKING_NOT_FOUND);
  const query = db.select().from(reservations).where(eq(reservations.id, parsed.data));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('reservation-not-found', STAFF_BOOKING_NOT_FOUND);
  requireLocation(actor, row.locationId);
  return row;
}

/** Runs `fn` in one transaction: a change and its audit entry land together or not at all. */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx));
}

/** What a change on a booking answers, and the action and detail of its audit entry. */
export type BookingChange<T> = { result: T } & Pick<AuditEntry, 'action' | 'detail'>;

/**
 * A change on the booking `id`, for an actor who may act on it (bookingForAction, `lock` to
 * lock the row): `change` writes it in the transaction, then its audit entry (on the booking
 * and its location) is written in the same one.
 */
export function changeBooking<T>(
  actor: StaffActor,
  id: string,
  db: Db,
  options: { lock?: boolean },
  change: (tx: Tx, row: Reservation) => Promise<BookingChange<T>>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const row = await bookingForAction(actor, id, tx, options);
    const { result, action, detail } = await change(tx, row);
    await recordAudit(tx, actor, {
      action,
      reservationId: row.id,
      locationId: row.locationId,
      detail,
    });
    return result;
  });
}

/** A desk action as its route calls it (bookingActionRoute): the actor, the parsed input, deps. */
export type DeskAction<I, R> = (actor: StaffActor, input: I, deps: DeskDeps) => Promise<R>;

/** The action whose result `answer` turns into its route's 200 body (the contract's response). */
export const answering =
  <I, T, R>(action: DeskAction<I, T>, answer: (result: T) => R): DeskAction<I, R> =>
  async (actor, input, deps) =>
    answer(await action(actor, input, deps));
