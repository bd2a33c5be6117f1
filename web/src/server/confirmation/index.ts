/**
 * What the success page shows about a booking, read from the database (amounts are the
 * server's), plus its calendar file built by the same ICS writer as the confirmation email.
 * Looked up by id and the booker's email, like every reservation lookup.
 */
import { getCatalog, localized } from '@/server/content';
import type { Db } from '@/server/db/client';
import { buildIcs } from '@/server/notify/ics';
import { sameEmail } from '@/server/privacy/blind-index';
import { bookingEmailData } from '@/server/notify/booking-data';
import { centsToFrancs as francs } from '@/server/pricing/money';
import { effectiveStatus, reservationForBooker } from '@/server/reservations';

export type BookingConfirmation = {
  id: string;
  name: string;
  status: 'pending' | 'confirmed' | 'expired' | 'cancelled';
  currency: 'CHF';
  /** Francs. */
  total: number;
  paid: number;
  balance: number;
  isPartnerBooking: boolean;
  /** The partner's own booking (prepaid check-up). */
  isPartnersOwnBooking: boolean;
  partner: { firstName: string; lastName: string } | null;
  /** The .ics file of the appointment; only for a confirmed booking. */
  ics: string | null;
};

export async function bookingConfirmation(
  input: { id: string; email: string },
  deps: { db: Db; now: Date },
): Promise<BookingConfirmation> {
  // Unknown id and wrong email answer alike (no oracle for which emails have bookings).
  const row = await reservationForBooker(input.id, input.email, deps);
  const status = effectiveStatus(row, deps.now);
  let ics: string | null = null;
  if (status === 'confirmed') {
    const catalog = await getCatalog();
    const data = bookingEmailData(row, catalog);
    const location = catalog.locations.find((l) => l.slug === row.locationSlug);
    ics = buildIcs({
      uid: `${row.id}@checkup-booking`,
      start: row.startsAt,
      end: row.endsAt,
      summary: `${data.checkupTitle} (${row.name})`,
      description: row.name,
      location: location
        ? `${localized(location, 'title', row.language)}, ${localized(location, 'address', row.language)}`
        : row.locationSlug,
      stamp: deps.now,
    });
  }
  return {
    id: row.id,
    name: row.name,
    status,
    currency: 'CHF',
    total: francs(row.totalCents),
    paid: francs(row.paidCents),
    balance: francs(row.balanceDueCents),
    isPartnerBooking: row.isPartnerBooking,
    isPartnersOwnBooking: row.partnerOfReservationId !== null,
    partner:
      row.isPartnerBooking && row.partnerData
        ? { firstName: row.partnerData.firstName, lastName: row.partnerData.lastName }
        : null,
    ics,
  };
}
