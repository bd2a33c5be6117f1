/** Values derived from the booking state (SPEC 4). Pure; no value here is stored. */
import type { BookingState } from './types';

/** SPEC 4: partner booking is active when the URL flag is the string 'true' (parsed into this boolean). */
export function isPartnerBooking(state: BookingState): boolean {
  return state.isPartnerBooking;
}

/** The partner of a partner booking is now booking their own slot. */
export function isPartnerCurrentlyBooking(state: BookingState): boolean {
  return state.reservationIdPartner !== null && state.reservationIdPartner !== '';
}

const present = (value: string | null): boolean => value !== null && value.trim() !== '';

/** SPEC 4: check-up, time slot, location, first name, last name and email all set. */
export function isReservationValid(state: BookingState): boolean {
  return (
    present(state.checkupSlug) &&
    present(state.timeSlotStart) &&
    present(state.locationSlug) &&
    present(state.personalData.firstName) &&
    present(state.personalData.lastName) &&
    present(state.personalData.email)
  );
}

export function canCreateReservation(state: BookingState): boolean {
  return isReservationValid(state) && !state.isProcessing;
}

/** SPEC 4: the payment identifier is the check-up slug and the current time. */
export function createPaymentId(state: BookingState, now: number = Date.now()): string {
  return `${state.checkupSlug ?? 'checkup'}-${now}`;
}

/** Whether payment data must be refetched on a change (SPEC 4: not after a successful reservation). */
export function shouldRefetchPaymentData(state: BookingState): boolean {
  return !state.isReservationSuccess && state.checkupSlug !== null;
}
