/** The manage page's path of a confirmed booking, for its proven booker (docs/manage-booking.md). */
import type { ManageLinkResponse } from '@/contracts/booking-manage-link';
import { getDb, type Db } from '@/server/db/client';
import { DomainError } from '@/server/domain-error';
import { manageLink } from '@/server/notify/booking-data';
import { effectiveStatus, reservationForBooker } from '@/server/reservations';
import type { BookerProof } from '@/server/reservations/lookups';
import { BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';

export async function bookingManagePath(
  id: string,
  proof: BookerProof,
  deps: { db: Db; now: Date },
): Promise<string> {
  // Unknown id and wrong proof answer alike (reservationForBooker: no oracle).
  const row = await reservationForBooker(id, proof, deps);
  if (effectiveStatus(row, deps.now) !== 'confirmed')
    throw new DomainError('change-refused', BOOKING_NOT_ACTIVE);
  const url = new URL(manageLink(row));
  return `${url.pathname}${url.search}`;
}

/** POST /api/booking/manage-link's answer (bookerRoute): where the booking is managed. */
export async function manageLinkAnswer({
  id,
  ...proof
}: { id: string } & BookerProof): Promise<ManageLinkResponse> {
  return { path: await bookingManagePath(id, proof, { db: await getDb(), now: new Date() }) };
}
