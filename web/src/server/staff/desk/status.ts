/** What the desk shows as a booking's state (contracts/staff-day.ts DeskStatus), one place. */
import type { DeskStatus } from '@/contracts/staff-day';
import type { Reservation } from '@/server/db/schema';
import { effectiveStatus } from '@/server/reservations/status';

export function deskStatus(
  row: Pick<Reservation, 'status' | 'holdExpiresAt' | 'arrivedAt' | 'noShowAt'>,
  now: Date,
): DeskStatus {
  const status = effectiveStatus(row, now);
  if (status === 'pending') return 'held';
  if (status !== 'confirmed') return 'cancelled';
  if (row.arrivedAt) return 'arrived';
  if (row.noShowAt) return 'no-show';
  return 'confirmed';
}
