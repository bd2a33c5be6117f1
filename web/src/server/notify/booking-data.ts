/**
 * What the booking emails show, read from the reservation and its frozen snapshot only (never
 * today's content: a renamed or deleted check-up or location changes nothing for a booking).
 */
import type { Reservation } from '@/server/db/schema';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import type { BookingEmailData } from './emails';

export function bookingEmailData(
  reservation: Reservation,
  snapshot: ReservationSnapshot,
): BookingEmailData {
  const language = reservation.language;
  return {
    reservationId: reservation.id,
    reservationName: reservation.name,
    language,
    locale: reservation.locale,
    email: reservation.personalData.email,
    firstName: reservation.personalData.firstName,
    start: reservation.startsAt,
    end: reservation.endsAt,
    checkupTitle: snapshot.checkup.bookedTitle[language],
    serviceTitles: snapshot.services.map((s) => s.title[language]),
    locationTitle: snapshot.location.name[language],
    locationAddress: snapshot.location.address[language],
    totalCents: snapshot.totalCents,
    paidCents: reservation.paidCents,
    balanceCents: reservation.balanceDueCents,
    partner: reservation.isPartnerBooking ? reservation.partnerData : null,
  };
}
