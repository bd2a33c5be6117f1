/**
 * The per-step guards of SPEC 2, as one pure function. A guard answers null (the step may
 * show), a redirect to the first step whose data is missing, or an action the page must
 * perform first (the partner link must be verified with fetch-partner).
 */
import { locationOffersCheckup, locationOffersService } from '@/shared/offering';
import type { BookingState } from '../state/types';
import { STEPS, type StepSlug } from '../steps';
import type { KnownSlugs, ParsedBookingQuery } from '../url/bookingQuery';

export type GuardName =
  | 'success-lock'
  | 'check-partner-reservation'
  | 'must-have-check-up'
  | 'must-have-location'
  | 'location-must-offer-booking'
  | 'must-have-time-slot'
  | 'must-have-valid-reservation'
  | 'must-have-reservation-success';

export type GuardResult =
  | null
  | { kind: 'redirect'; to: StepSlug; guard: GuardName }
  | { kind: 'action'; action: 'check-partner-reservation'; reservationIdPartner: string };

/** What the guards read from the URL (see parseBookingQuery). */
export interface GuardQuery {
  /** partner=true and a reservationIdPartner in the URL: a partner link. */
  partner?: boolean;
  reservationIdPartner?: string;
  /** reservationId and email or the payment token in the URL: an unpaid reservation being resumed on /payment. */
  reservationId?: string;
  email?: string;
  paymentToken?: string;
}

/** The guard's view of a parsed URL query. */
export function guardQueryOf(parsed: ParsedBookingQuery | null): GuardQuery {
  if (!parsed) return {};
  return {
    partner: parsed.prefill.partner,
    reservationIdPartner: parsed.prefill.reservationIdPartner,
    reservationId: parsed.booking.reservationId,
    email: parsed.prefill.personalData.email ?? undefined,
    paymentToken: parsed.prefill.paymentToken,
  };
}

type Check = {
  guard: GuardName;
  ok: (state: BookingState, known: Partial<KnownSlugs>) => boolean;
  to: StepSlug;
};

const has = (value: string | null): boolean => value !== null && value !== '';

const CHECK_UP: Check = {
  guard: 'must-have-check-up',
  ok: (s) => has(s.checkupSlug),
  to: 'check-up',
};
const LOCATION: Check = {
  guard: 'must-have-location',
  ok: (s) => has(s.locationSlug),
  to: 'location',
};
/**
 * The chosen location offers the check-up's services and every chosen add-on (the rule of
 * shared/offering.ts): a link to a later step may name a location while the session still
 * holds an add-on chosen for another one. Only before the booking is made; a content edit
 * afterwards must not send a paid booking back.
 */
export function locationOffersBooking(state: BookingState, known: Partial<KnownSlugs>): boolean {
  const location = {
    unsupportedServices: (state.locationSlug && known.unsupportedAt?.[state.locationSlug]) || [],
  };
  const includedServices = (state.checkupSlug && known.includedIn?.[state.checkupSlug]) || [];
  return (
    locationOffersCheckup(location, { includedServices }) &&
    state.services.every((slug) => locationOffersService(location, slug))
  );
}

const LOCATION_OFFERS_BOOKING: Check = {
  guard: 'location-must-offer-booking',
  ok: locationOffersBooking,
  to: 'location',
};
const TIME_SLOT: Check = {
  guard: 'must-have-time-slot',
  ok: (s) => has(s.timeSlotStart),
  to: 'timeslot',
};
const RESERVATION_SUCCESS: Check = {
  guard: 'must-have-reservation-success',
  ok: (s) => s.isReservationSuccess,
  to: 'summary',
};

const CHECKS: Record<StepSlug, readonly Check[]> = {
  'check-up': [],
  'add-ons': [CHECK_UP],
  location: [CHECK_UP],
  timeslot: [CHECK_UP, LOCATION, LOCATION_OFFERS_BOOKING],
  summary: [CHECK_UP, LOCATION, LOCATION_OFFERS_BOOKING, TIME_SLOT],
  payment: [],
  'payment-return': [],
  success: [CHECK_UP, LOCATION, TIME_SLOT, RESERVATION_SUCCESS],
};

function firstFailing(
  checks: readonly Check[],
  state: BookingState,
  known: Partial<KnownSlugs> = {},
): GuardResult {
  const failed = checks.find((check) => !check.ok(state, known));
  return failed ? { kind: 'redirect', to: failed.to, guard: failed.guard } : null;
}

/**
 * The success lock holds while success was visited and the success page can still show (its
 * own guard passes). A booking that was reset releases it; otherwise success would send the
 * visitor to check-up and check-up back to success, forever.
 */
export function successLocked(state: BookingState, visited: readonly StepSlug[]): boolean {
  return visited.includes('success') && firstFailing(CHECKS.success, state) === null;
}

/**
 * The steps the lock sends back to success: those that could submit the booking again.
 * Check-up is the start of a new booking (it ends the lock, see releasesSuccessLock), and
 * pages outside the flow (the manage page) show what their own link names (docs/decisions/0006-success-lock-scope.md).
 */
const LOCKED_STEPS: ReadonlySet<StepSlug> = new Set(
  STEPS.filter((step) => step !== 'check-up' && step !== 'success'),
);

/**
 * A link that names another booking than the session's ends the lock: a partner invitation,
 * or a payment link for another reservation. The session's booking is dropped first, so the
 * tab never shows one booking under another's link.
 */
export function releasesSuccessLock(
  step: StepSlug | null,
  query: GuardQuery,
  state: BookingState,
): boolean {
  if (step === 'check-up') return true;
  if (query.partner === true && query.reservationIdPartner) return true;
  return (
    step === 'payment' &&
    Boolean(query.reservationId) &&
    Boolean(query.email || query.paymentToken) &&
    query.reservationId !== state.reservationId
  );
}

export function guardFor(
  step: StepSlug,
  state: BookingState,
  visited: readonly StepSlug[],
  query: GuardQuery = {},
  known: Partial<KnownSlugs> = {},
): GuardResult {
  // Once success has been shown in this session, the steps that could submit the booking
  // again lead back to it (docs/spec.md "Success lock").
  if (
    LOCKED_STEPS.has(step) &&
    successLocked(state, visited) &&
    !releasesSuccessLock(step, query, state)
  ) {
    return { kind: 'redirect', to: 'success', guard: 'success-lock' };
  }

  if (step === 'check-up') {
    const id = query.reservationIdPartner;
    if (query.partner === true && id && state.reservationIdPartner !== id) {
      return { kind: 'action', action: 'check-partner-reservation', reservationIdPartner: id };
    }
    return null;
  }

  if (step === 'payment') {
    if (has(state.reservationId)) return null;
    if (query.reservationId && (query.email || query.paymentToken)) return null;
    // Nothing to pay for: back to the first step that lacks data, else to the summary.
    return (
      firstFailing([CHECK_UP, LOCATION, TIME_SLOT], state) ?? {
        kind: 'redirect',
        to: 'summary',
        guard: 'must-have-valid-reservation',
      }
    );
  }

  return firstFailing(CHECKS[step], state, known);
}
