/**
 * The one mapping of what can go wrong while a hold is inserted (./take-hold.ts) to what the
 * create does next: try again (a race PostgreSQL resolved by rolling this attempt back), answer
 * the earlier request with the same Idempotency-Key, or refuse with a catalogue id.
 */
import { DomainError } from '@/server/domain-error';
import {
  PG_DEADLOCK_DETECTED,
  PG_EXCLUSION_VIOLATION,
  PG_SERIALIZATION_FAILURE,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '@/server/db/errors';
import { SameStartHeld } from '@/server/holds';
import { log } from '@/server/log';
import { IdempotencyKeyConflict } from '@/server/reservations/idempotency';
import { ALREADY_BOOKED, PARTNER_ALREADY_BOOKED } from '@/contracts/error-ids';

/**
 * Answers `retry`, or throws: DomainError, IdempotencyKeyConflict (the caller replays the
 * earlier answer), or `err` itself when it is none of the known races.
 */
export function onInsertError(err: unknown, idempotencyKey: string | null): 'retry' {
  // This booker holds this start already: a request with the same key running beside this
  // one (answered with its hold by the caller), or a second tab without one. The caps find it
  // first (SameStartHeld); the unique index catches what slips past them.
  const sameStartHeld = (): never => {
    if (idempotencyKey) throw new IdempotencyKeyConflict();
    log.info('reserve-rejected', { reason: 'live-hold-for-email-and-start' });
    throw new DomainError('slot-taken', ALREADY_BOOKED);
  };
  if (err instanceof SameStartHeld) sameStartHeld();
  const code = pgErrorCode(err);
  const constraint = code === PG_UNIQUE_VIOLATION ? pgConstraint(err) : null;
  // A writer that does not take the lock (staff, a reschedule) took the room: look again.
  if (code === PG_EXCLUSION_VIOLATION) return 'retry';
  // Two random names met: draw another.
  if (constraint === 'reservations_name_unique') return 'retry';
  // Rare: a create holding a code's lock and a late confirmation or another create expiring
  // the same stale hold. PostgreSQL rolled this attempt back; try it again.
  if (code === PG_DEADLOCK_DETECTED || code === PG_SERIALIZATION_FAILURE) return 'retry';
  if (constraint === 'reservations_partner_of_active_idx')
    throw new DomainError('partner-already-booked', PARTNER_ALREADY_BOOKED);
  if (constraint === 'reservations_live_hold_email_start_idx') sameStartHeld();
  // The same Idempotency-Key won in a request running beside this one: answer its hold.
  if (constraint === 'idempotency_keys_pkey') throw new IdempotencyKeyConflict();
  throw err;
}
