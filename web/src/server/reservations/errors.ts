/** Catalogue ids (SPEC 8) the reservation service answers with. */
export const ALREADY_BOOKED = 'reserve-timeslot-error-already-booked';
export const RESERVE_OTHER = 'reserve-timeslot-error-other';
/** A reservation with nothing due could not be confirmed at once (its hold is cancelled). */
export const CONFIRM_FAILED = 'error-confirming-reservation-from-app';
/** Unknown, inactive, out of date, inapplicable or used-up discount code (pricing). */
export const DISCOUNT_CODE_INVALID = 'discount-code-invalid';
export const PARTNER_EMAIL_NOT_ALLOWED = 'partner-reservation-email-not-allowed';
export const PARTNER_NOT_PARTNER_BOOKING = 'partner-reservation-not-partner-booking';
export const PARTNER_NOT_FOUND = 'partner-reservation-not-found';
/** Not in SPEC 8: the partner booking already has the partner's own reservation. */
export const PARTNER_ALREADY_BOOKED = 'partner-reservation-already-booked';
export const UNPAID_MISSING = 'unpaid-missing-reservation-id-or-email';
export const UNPAID_EMAIL_MISMATCH = 'unpaid-email-does-not-match';
export const UNPAID_ALREADY_CONFIRMED = 'unpaid-reservation-already-confirmed';
export const UNPAID_NOT_FOUND = 'unpaid-reservation-not-found';
/** The proven booker's reservation was cancelled / lapsed unpaid: said so, not "failed" (issue 32.7). */
export const UNPAID_CANCELLED = 'unpaid-reservation-cancelled';
export const UNPAID_EXPIRED = 'unpaid-reservation-expired';
/** The location does not offer every service the check-up includes (shared/offering.ts). */
export const LOCATION_DOES_NOT_OFFER_CHECKUP = 'location-does-not-offer-checkup';
/** The location does not offer a chosen add-on (its unsupportedServices; issue 34.9). */
export const LOCATION_DOES_NOT_OFFER_SERVICE = 'location-does-not-offer-service';

/** The catalogue id of a selection the location cannot serve, or null for other problems. */
export function locationProblemId(problem: string): string | null {
  if (problem === 'location-does-not-offer-checkup') return LOCATION_DOES_NOT_OFFER_CHECKUP;
  if (problem === 'service-not-at-location') return LOCATION_DOES_NOT_OFFER_SERVICE;
  return null;
}
/** A first or last name contains control or bidi-override characters (CR/LF, U+202E...). */
export const NAME_INVALID_CHARACTERS = 'name-invalid-characters';

/** A slot inside the free-cancellation window needs the booker's acceptance of its terms (issue 32.2). */
export const CANCELLATION_TERMS_NOT_ACCEPTED = 'cancellation-terms-not-accepted';
