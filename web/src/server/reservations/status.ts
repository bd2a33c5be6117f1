/**
 * The reservation lifecycle, in one place:
 *   pending -> confirmed | expired | cancelled
 *   expired -> confirmed   (a late payment; only if the room is still free: the database's
 *                           exclusion constraint decides when the row becomes active again)
 *   confirmed -> cancelled
 * cancelled is final. Pure: the database code asks here before it writes.
 */
import type { ReservationStatus } from '@/server/db/schema';

export const TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ['confirmed', 'expired', 'cancelled'],
  expired: ['confirmed'],
  confirmed: ['cancelled'],
  cancelled: [],
};

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

type HoldState = { status: ReservationStatus; holdExpiresAt: Date | null };

/** A pending hold past its expiry no longer holds its slot, whatever its stored status. */
export function isHoldExpired(r: HoldState, now: Date): boolean {
  return r.status === 'pending' && (r.holdExpiresAt === null || r.holdExpiresAt <= now);
}

/** Whether the reservation occupies its room at `now`. */
export function isActive(r: HoldState, now: Date): boolean {
  return r.status === 'confirmed' || (r.status === 'pending' && !isHoldExpired(r, now));
}

/** The status as a reader should see it: an expired hold reads as expired. */
export function effectiveStatus(r: HoldState, now: Date): ReservationStatus {
  return isHoldExpired(r, now) ? 'expired' : r.status;
}
