/**
 * What the success page shows about a booking, read from the database and the reservation's
 * frozen snapshot (titles, address, amounts as booked), plus its calendar file built by the
 * same ICS writer as the confirmation email. For the reservation's booker, proven by its email
 * (the route's `authorize`: provenBooker).
 */
import type { ConfirmationResponse } from '@/contracts/booking-confirmation';
import type { Reservation } from '@/server/db/schema';
import { buildIcs } from '@/server/notify/ics';
import { bookingEmailData } from '@/server/notify/booking-data';
import { centsToFrancs as francs } from '@/server/pricing/money';
import { snapshotOf } from '@/server/reservations/snapshot';
import { effectiveStatus } from '@/server/reservations';

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
  /** As booked (the snapshot), in the booking's language. */
  checkupTitle: string;
  serviceTitles: string[];
  locationName: string;
  locationAddress: string;
  mapUrl: string;
  /** The appointment as it is now (moved bookings show their new time), ISO instants. */
  start: string;
  end: string;
  /** The .ics file of the appointment; only for a confirmed booking. */
  ics: string | null;
};

export async function bookingConfirmation(
  row: Reservation,
  now: Date,
): Promise<BookingConfirmation> {
  const status = effectiveStatus(row, now);
  const snapshot = await snapshotOf(row);
  const data = bookingEmailData(row, snapshot);
  let ics: string | null = null;
  if (status === 'confirmed') {
    ics = buildIcs({
      uid: `${row.id}@checkup-booking`,
      start: row.startsAt,
      end: row.endsAt,
      summary: `${data.checkupTitle} (${row.name})`,
      description: row.name,
      location: [data.locationTitle, data.locationAddress].filter(Boolean).join(', '),
      stamp: now,
    });
  }
  return {
    id: row.id,
    name: row.name,
    status,
    currency: 'CHF',
    total: francs(snapshot.totalCents),
    paid: francs(row.paidCents),
    balance: francs(row.balanceDueCents),
    isPartnerBooking: row.isPartnerBooking,
    isPartnersOwnBooking: row.partnerOfReservationId !== null,
    partner:
      row.isPartnerBooking && row.partnerData
        ? { firstName: row.partnerData.firstName, lastName: row.partnerData.lastName }
        : null,
    checkupTitle: data.checkupTitle,
    serviceTitles: data.serviceTitles,
    locationName: data.locationTitle,
    locationAddress: data.locationAddress,
    mapUrl: snapshot.location.mapUrl,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    ics,
  };
}

/** POST /api/booking/confirmation's answer: the success page's booking, for its proven booker. */
export async function confirmationAnswer(booker: Reservation): Promise<ConfirmationResponse> {
  return { booking: await bookingConfirmation(booker, new Date()) };
}
