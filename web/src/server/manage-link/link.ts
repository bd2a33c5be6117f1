/** The manage page's path of a confirmed booking, for its proven booker (docs/manage-booking.md). */
import type { ManageLinkResponse } from '@/contracts/booking-manage-link';
import type { Reservation } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { manageLink } from '@/server/notify/booking-data';
import { effectiveStatus } from '@/server/reservations';
import { BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';

/** Where `row`, the booker's own (provenBooker), is managed; 409 unless it is confirmed. */
export function bookingManagePath(row: Reservation, now: Date): string {
  if (effectiveStatus(row, now) !== 'confirmed')
    throw new DomainError('change-refused', BOOKING_NOT_ACTIVE);
  const url = new URL(manageLink(row));
  return `${url.pathname}${url.search}`;
}

/** POST /api/booking/manage-link's answer, for the reservation's proven booker. */
export function manageLinkAnswer(booker: Reservation): ManageLinkResponse {
  return { path: bookingManagePath(booker, new Date()) };
}
