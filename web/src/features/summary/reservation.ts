/**
 * From the summary form to the reservation-create call (SPEC 7): the personal data the
 * store keeps, and the request body. Pure (but for the default of the releases under way),
 * so the mapping is tested without a browser.
 */
import { holdReleaser, type HeldReservation } from '@/features/booking/state/holdRelease';
import { createPaymentId } from '@/features/booking/state/selectors';
import type { BookingState, PartnerData, PersonalData } from '@/features/booking/state/types';
import type { CreateReservationResponse } from '@/contracts/reservation-create';
import type { Locale } from '@/i18n/locales';
import { languageOf } from '@/i18n/locales';
import { combinePhone } from './phoneCountries';
import { birthDateOf, type SummaryFormValues } from './formSchema';

export function personalDataOf(values: SummaryFormValues, locale: Locale): PersonalData {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone:
      values.phoneNational.trim() === ''
        ? null
        : combinePhone(values.phoneCountry, values.phoneNational),
    // The form's rules let only a real day through.
    birthDate: birthDateOf(values.birthDate) ?? '',
    biologicalSex: values.biologicalSex,
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country,
    language: languageOf(locale),
    localization: locale,
  };
}

export function partnerDataOf(values: SummaryFormValues): PartnerData {
  return {
    firstName: values.partnerFirstName.trim() || null,
    lastName: values.partnerLastName.trim() || null,
    email: values.partnerEmail.trim() || null,
  };
}

export interface CreateReservationBody {
  reservationData: {
    checkupSlug: string | null;
    timeSlotStart: string | null;
    locationSlug: string | null;
    services: string[];
    paymentId: string;
    personalData: PersonalData;
    discountCode: string | null;
    reservationIdPartner: string | null;
    personalDataPartner: PartnerData | null;
    /** The safety pre-check's answers (docs/screening.md "Pre-check"); useReserve adds them. */
    screeningPrecheck?: Readonly<Record<string, 'yes' | 'no'>>;
  };
  url: string;
  /**
   * The visitor's own earlier holds whose release is not answered yet: the server releases
   * them before it looks for a room, so the same last free room can be taken again. Absent
   * when there are none (not in SPEC 7).
   */
  releases?: HeldReservation[];
}

/**
 * The body of POST /api/reservation/create for the state after the form was applied.
 * `releases` defaults to the app's releases under way (booking/state/holdRelease.ts), plus the
 * waitlist's hold of the slot (docs/waitlist.md).
 */
export function createReservationBody(
  state: BookingState,
  url: string,
  now: number = Date.now(),
  releases: readonly HeldReservation[] = holdReleaser.pending(),
): CreateReservationBody {
  // A slot the waitlist holds for this visitor is released and taken again in this create.
  const hold = state.waitlistHold;
  const all = hold
    ? [
        // The create route takes five: the newest others, then the hold.
        ...releases.filter((r) => r.reservationId !== hold.reservationId).slice(-4),
        { reservationId: hold.reservationId, email: hold.email },
      ]
    : releases;
  return {
    reservationData: {
      checkupSlug: state.checkupSlug,
      timeSlotStart: state.timeSlotStart,
      locationSlug: state.locationSlug,
      services: [...state.services],
      paymentId: createPaymentId(state, now),
      personalData: state.personalData,
      discountCode: state.discountCode,
      reservationIdPartner: state.reservationIdPartner,
      // Only the booker of a partner booking names a partner; the partner's own booking does not.
      personalDataPartner:
        state.isPartnerBooking && !state.reservationIdPartner ? state.personalDataPartner : null,
    },
    url,
    ...(all.length > 0 ? { releases: all.map((r) => ({ ...r })) } : {}),
  };
}

/** The create call's answer: a pending hold to pay, or a booking confirmed at once (nothing due). */
export type CreateOutcome =
  | { kind: 'pay'; reservationId: string; reservationName: string | null }
  | { kind: 'confirmed'; reservationId: string; reservationName: string | null };

/**
 * The answer as the route's contract (src/contracts/reservation-create.ts) states it: a
 * booking confirmed at once says status "confirmed". Null for an answer without a reservation
 * id (a broken proxy's body), which the caller treats as a failure.
 */
export function createOutcomeOf(
  response: CreateReservationResponse | null | undefined,
): CreateOutcome | null {
  const reservation = response?.reservation;
  if (!reservation || typeof reservation.id !== 'string') return null;
  return {
    kind: reservation.status === 'confirmed' ? 'confirmed' : 'pay',
    reservationId: reservation.id,
    reservationName: reservation.name ?? null,
  };
}
