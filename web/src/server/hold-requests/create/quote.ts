/**
 * Create step 5, quote: the person as stored (the booker's data plus the booking's locale) and
 * the server's amount for the selection, fixed now (pricing module). An unusable discount code
 * refuses the booking here; the code's cap is checked again under its lock in ./take-hold.ts.
 */
import type { PartnerData, PersonalData } from '@/server/db/schema';
import { quoteReservation, type ReservationQuote } from '@/server/pricing/quote';
import { toLocale } from '@/i18n/locales';
import { localeOf, type ReservationData } from '@/shared/reservation-input';
import type { Selection } from './selection';
import type { PartnerRole } from './partner';

/** The booker as the row stores it: the form's fields plus the locale the booking was made in. */
export function personRecord(data: ReservationData, url: string | undefined): PersonalData {
  const p = data.personalData;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    street: p.street,
    postalCode: p.postalCode,
    city: p.city,
    country: p.country,
    birthDate: p.birthDate,
    biologicalSex: p.biologicalSex,
    language: p.language,
    localization: localeOf(p, url),
  };
}

export function partnerRecord(role: PartnerRole): PartnerData | null {
  const { partner } = role;
  return partner
    ? { firstName: partner.firstName, lastName: partner.lastName, email: partner.email }
    : null;
}

export function quoteHold(
  data: ReservationData,
  selection: Selection,
  role: PartnerRole,
  person: PersonalData,
  deps: Parameters<typeof quoteReservation>[1],
): Promise<ReservationQuote> {
  return quoteReservation(
    {
      checkupSlug: data.checkupSlug,
      services: [...data.services],
      locationSlug: selection.location.slug,
      discountCode: data.discountCode ?? null,
      isPartnerBooking: role.partner !== null,
      isPartnerCurrentlyBooking: role.partnerOf !== null,
      language: person.language,
      locale: toLocale(person.localization),
    },
    deps,
  );
}
