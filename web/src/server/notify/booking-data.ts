/** Turns a stored reservation plus the catalog into what the booking emails show. */
import type { Catalog } from '@/server/content';
import { localized } from '@/server/content/model';
import type { Reservation } from '@/server/db/schema';
import type { BookingEmailData } from './emails';

export function bookingEmailData(
  reservation: Reservation,
  catalog: Pick<Catalog, 'packages' | 'services' | 'locations'>,
): BookingEmailData {
  const language = reservation.language;
  const pkg = catalog.packages.find((p) => p.slug === reservation.checkupSlug);
  const location = catalog.locations.find((l) => l.slug === reservation.locationSlug);
  const checkupTitle = pkg
    ? reservation.isPartnerBooking
      ? localized(pkg, 'title_two_persons', language)
      : localized(pkg, 'title', language)
    : reservation.checkupSlug;
  return {
    reservationId: reservation.id,
    reservationName: reservation.name,
    language,
    locale: reservation.locale,
    email: reservation.personalData.email,
    firstName: reservation.personalData.firstName,
    start: reservation.startsAt,
    end: reservation.endsAt,
    checkupTitle,
    serviceTitles: reservation.services.map((slug) => {
      const service = catalog.services.find((s) => s.slug === slug);
      return service ? localized(service, 'title', language) : slug;
    }),
    locationTitle: location ? localized(location, 'title', language) : reservation.locationSlug,
    locationAddress: location ? localized(location, 'address', language) : '',
    totalCents: reservation.totalCents,
    paidCents: reservation.paidCents,
    balanceCents: reservation.balanceDueCents,
    partner: reservation.isPartnerBooking ? reservation.partnerData : null,
  };
}
