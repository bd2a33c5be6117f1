/**
 * What the booking emails show, read from the reservation and its frozen snapshot only (never
 * today's content: a renamed or deleted check-up or location changes nothing for a booking).
 * What the snapshot cannot hold comes as extras from the caller: the clinic's contact and the
 * check-up's preparation notes (current Settings and Studio text), and the manage link.
 */
import type { Reservation } from '@/server/db/schema';
import { DEFAULT_BOOKING_POLICY, slotTerms } from '@/shared/booking-policy';
import type { ReservationSnapshot } from '@/server/db/snapshot-type';
import { manageToken } from '@/server/tokens/manage';
import type { BookingEmailData } from './emails';
import { siteUrl } from './emails';
import type { ClinicContact } from './layout';

export type BookingEmailExtras = {
  clinic?: ClinicContact;
  /** The check-up's preparation notes in the booking's language ("" or absent: none). */
  preparation?: string;
  /** Put the reservation's own manage link in the email (confirmation, reminder, moved). */
  withManageLink?: boolean;
  /** The MRI safety questionnaire's deadline (its reminder). */
  screeningDueAt?: Date;
  /** The clinical review's request for documents (docs/screening.md "At the desk"). */
  screeningNote?: string;
};

/**
 * The manage link of a reservation: its own token for the person it belongs to (on a partner's
 * own reservation, the partner), no email or id in the URL.
 */
export function manageLink(
  reservation: Pick<Reservation, 'id' | 'locale' | 'endsAt' | 'personalData'>,
): string {
  const token = manageToken({
    reservationId: reservation.id,
    email: reservation.personalData.email,
    end: reservation.endsAt,
  });
  return `${siteUrl()}/${reservation.locale}/booking?${new URLSearchParams({ token })}`;
}

/** Where a provider sends the browser back after paying the balance: the manage page itself. */
export function manageReturnPath(
  row: Parameters<typeof manageLink>[0],
  query: URLSearchParams,
): string {
  const url = new URL(manageLink(row));
  for (const [k, v] of query) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

export function bookingEmailData(
  reservation: Reservation,
  snapshot: ReservationSnapshot,
  extras: BookingEmailExtras = {},
): BookingEmailData {
  const language = reservation.language;
  return {
    reservationId: reservation.id,
    reservationName: reservation.name,
    holdExpiresAt: reservation.status === 'pending' ? reservation.holdExpiresAt : null,
    language,
    locale: reservation.locale,
    email: reservation.personalData.email,
    firstName: reservation.personalData.firstName,
    start: reservation.startsAt,
    end: reservation.endsAt,
    checkupTitle: snapshot.checkup.bookedTitle[language],
    partnerCheckupTitle: snapshot.checkup.title[language],
    serviceTitles: snapshot.services.map((s) => s.title[language]),
    locationTitle: snapshot.location.name[language],
    locationAddress: snapshot.location.address[language],
    mapUrl: snapshot.location.mapUrl || undefined,
    lineItems: snapshot.items.map((item) => ({
      label: item.label[language],
      cents: item.amountCents,
    })),
    discounts: snapshot.discounts.map((d) => ({ label: d.label[language], cents: d.amountCents })),
    totalCents: snapshot.totalCents,
    paidCents: reservation.paidCents,
    balanceCents: reservation.balanceDueCents,
    partner: reservation.isPartnerBooking ? reservation.partnerData : null,
    clinic: extras.clinic,
    preparation: extras.preparation?.trim() || undefined,
    manageUrl:
      extras.withManageLink && reservation.personalData.email ? manageLink(reservation) : undefined,
    sequence: reservation.rescheduleCount,
    terms: termsOf(reservation, snapshot),
    screeningDueAt: extras.screeningDueAt,
    screeningNote: extras.screeningNote,
  };
}

/** The terms agreed at booking: the summary step's statement (slotTerms) as of the booking time. */
function termsOf(
  reservation: Reservation,
  snapshot: ReservationSnapshot,
): BookingEmailData['terms'] {
  const agreed = snapshot.policies.booking;
  if (!agreed) return undefined;
  const terms = slotTerms(
    { ...DEFAULT_BOOKING_POLICY, ...agreed },
    reservation.startsAt,
    reservation.createdAt,
  );
  return {
    freeCancellationUntil: terms.freeCancellationUntil,
    depositCents: snapshot.depositCents,
    rescheduleUntil: terms.rescheduleUntil,
    reschedulesLeft: Math.max(0, terms.maxReschedules - reservation.rescheduleCount),
  };
}
