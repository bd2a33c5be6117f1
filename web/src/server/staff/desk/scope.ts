/**
 * Which location a desk request is about, checked against the staff member before anything is
 * read (docs/staff-desk.md): the day view and the waitlist name a location (or take the first
 * one the actor sees), the booking detail and the receipt a booking.
 */
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http';
import type { StaffActor } from '../actor';
import { requireLocation } from '../route';
import { firstLocationOf } from './day';
import { bookingLocation } from './detail';
import { LOCATION_NOT_FOUND, STAFF_BOOKING_NOT_FOUND } from '@/contracts/error-ids';

/** The asked location, else the first the actor sees: 404 without one, 403 unless seen. */
export async function deskLocation(
  actor: StaffActor,
  asked: string | undefined,
  catalog?: Catalog,
): Promise<string> {
  const location = asked ?? (await firstLocationOf(actor, catalog));
  if (!location) throw new ApiError(404, LOCATION_NOT_FOUND);
  requireLocation(actor, location);
  return location;
}

/** The booking's location: 404 staff-booking-not-found without the booking, 403 unless seen. */
export async function bookingLocationFor(actor: StaffActor, id: string, db: Db): Promise<string> {
  const locationId = await bookingLocation(db, id);
  if (!locationId) throw new ApiError(404, STAFF_BOOKING_NOT_FOUND);
  requireLocation(actor, locationId);
  return locationId;
}
