/**
 * Every change to the booking state goes through this reducer, so the invariants live in
 * one place: a new check-up, location or day drops the chosen time slot (it was computed
 * for the old one), a reservation in flight cannot be started twice, and a change to what a
 * pending reservation was made from drops that reservation (releaseChangedReservation), as
 * does reserving again; holdRelease.ts releases what is dropped on the server.
 */
import { zurichDateOf } from '../zurichDate';
import {
  EMPTY_PARTNER_DATA,
  EMPTY_PERSONAL_DATA,
  INITIAL_BOOKING_STATE,
  type BookingState,
  type Discount,
  type PartnerData,
  type PartnerPayment,
  type PaymentDataObject,
  type PaymentOption,
  type PersonalData,
  type WaitlistHold,
} from './types';

/** What the URL (or a link) asks for; each present field overrides the state. */
export type BookingQueryPatch = Partial<
  Pick<
    BookingState,
    | 'checkupSlug'
    | 'locationSlug'
    | 'services'
    | 'selectedDate'
    | 'discountCode'
    | 'reservationId'
    | 'isPartnerBooking'
    | 'timeSlotStart'
    | 'startDate'
  >
> & { personalData?: Partial<PersonalData>; personalDataPartner?: Partial<PartnerData> };

export type BookingAction =
  | { type: 'selectCheckup'; slug: string | null }
  | { type: 'selectLocation'; slug: string | null }
  | { type: 'setServices'; services: readonly string[] }
  | { type: 'toggleService'; slug: string }
  | { type: 'setDiscountCode'; code: string | null }
  | { type: 'selectDate'; date: string | null }
  | {
      type: 'selectTimeSlot';
      start: string | null;
      end?: string | null;
      totalDuration?: number | null;
    }
  | { type: 'setSlotEnd'; timeSlotEnd: string | null; totalDuration: number | null }
  | { type: 'setDuration'; totalDuration: number | null }
  | {
      type: 'setPaymentData';
      paymentData: PaymentDataObject | null;
      paymentDataDiscounted: PaymentDataObject | null;
      discounts: readonly Discount[];
    }
  | { type: 'setPersonalData'; data: Partial<PersonalData> }
  | { type: 'setPartnerData'; data: Partial<PartnerData> }
  | { type: 'setPaymentOption'; option: PaymentOption }
  | { type: 'setPartnerBooking'; value: boolean }
  | {
      type: 'partnerVerified';
      reservationIdPartner: string;
      email: string;
      payment?: PartnerPayment | null;
    }
  | { type: 'setWaitlistHold'; hold: WaitlistHold | null }
  | { type: 'reservationStarted' }
  | { type: 'reservationSucceeded'; reservationId: string; reservationName: string | null }
  | { type: 'reservationFailed' }
  | { type: 'setReservationId'; reservationId: string | null }
  | { type: 'paymentSucceeded' }
  | { type: 'setProcessing'; value: boolean }
  | { type: 'applyQuery'; patch: BookingQueryPatch }
  | { type: 'replace'; state: BookingState }
  | { type: 'reset' };

const NO_SLOT = { timeSlotStart: null, timeSlotEnd: null } as const;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

/** Returns `state` itself when nothing changes, so subscribers and effects stay quiet. */
function patch(state: BookingState, changes: Partial<BookingState>): BookingState {
  const keys = Object.keys(changes) as (keyof BookingState)[];
  const changed = keys.some((key) => {
    const next = changes[key];
    const prev = state[key];
    if (Array.isArray(next) && Array.isArray(prev) && next.every((v) => typeof v === 'string')) {
      return !sameList(prev as string[], next as string[]);
    }
    if (next && prev && typeof next === 'object' && typeof prev === 'object') {
      return JSON.stringify(next) !== JSON.stringify(prev);
    }
    return next !== prev;
  });
  return changed ? { ...state, ...changes } : state;
}

function selectCheckup(state: BookingState, slug: string | null): BookingState {
  if (slug === state.checkupSlug) return state;
  return { ...state, checkupSlug: slug, ...NO_SLOT, totalDuration: null };
}

function selectLocation(state: BookingState, slug: string | null): BookingState {
  if (slug === state.locationSlug) return state;
  return { ...state, locationSlug: slug, ...NO_SLOT };
}

function selectDate(state: BookingState, date: string | null): BookingState {
  if (date === state.selectedDate) return state;
  const slotDay = state.timeSlotStart ? zurichDateOf(state.timeSlotStart) : null;
  const keepSlot = slotDay !== null && slotDay === date;
  return { ...state, selectedDate: date, ...(keepSlot ? {} : NO_SLOT) };
}

function selectTimeSlot(
  state: BookingState,
  start: string | null,
  end: string | null | undefined,
  totalDuration: number | null | undefined,
): BookingState {
  const day = start ? zurichDateOf(start) : null;
  return patch(state, {
    timeSlotStart: start,
    timeSlotEnd: start ? (end ?? null) : null,
    ...(totalDuration !== undefined ? { totalDuration } : {}),
    ...(day ? { selectedDate: day } : {}),
  });
}

function applyQuery(state: BookingState, q: BookingQueryPatch): BookingState {
  let next = state;
  // First, so that a day or slot from the same URL is checked against it.
  if (q.startDate !== undefined) next = patch(next, { startDate: q.startDate });
  if (q.checkupSlug !== undefined) next = selectCheckup(next, q.checkupSlug);
  if (q.locationSlug !== undefined) next = selectLocation(next, q.locationSlug);
  if (q.services !== undefined) next = patch(next, { services: unique(q.services) });
  if (q.discountCode !== undefined) next = patch(next, { discountCode: q.discountCode });
  if (q.reservationId !== undefined) next = patch(next, { reservationId: q.reservationId });
  if (q.isPartnerBooking !== undefined)
    next = patch(next, { isPartnerBooking: q.isPartnerBooking });
  // A slot from the URL wins over a date from the URL: the slot defines its day.
  if (q.timeSlotStart !== undefined && q.timeSlotStart !== next.timeSlotStart) {
    next = selectTimeSlot(next, q.timeSlotStart, null, undefined);
  } else if (q.selectedDate !== undefined) {
    next = selectDate(next, q.selectedDate);
  }
  if (q.personalData)
    next = patch(next, { personalData: { ...next.personalData, ...q.personalData } });
  if (q.personalDataPartner) {
    next = patch(next, {
      personalDataPartner: { ...next.personalDataPartner, ...q.personalDataPartner },
    });
  }
  return next;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

function sameFields<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);
}

/**
 * A reservation is held for the booking (created on the summary step) but not paid or
 * confirmed yet. Once paid, or confirmed with nothing due, isPaymentSuccess is set and the
 * booking is final: nothing releases it any more (success lock).
 */
export function hasPendingReservation(state: BookingState): boolean {
  return (
    !state.isPaymentSuccess &&
    (state.reservationId !== null || state.reservationName !== null || state.isReservationSuccess)
  );
}

/**
 * Whether the booking differs in anything the reservation-create call sent and the server
 * fixed in the hold (summary/reservation.ts createReservationBody): check-up, services,
 * location, time slot, discount code (the total is priced at create), the partner booking
 * (two-person price, partner data, the partner's prepaid check-up) and personal data (the
 * hold is looked up by id and email). The order of services does not matter.
 */
export function reservationInputsChanged(a: BookingState, b: BookingState): boolean {
  return (
    a.checkupSlug !== b.checkupSlug ||
    !sameSet(a.services, b.services) ||
    a.locationSlug !== b.locationSlug ||
    a.timeSlotStart !== b.timeSlotStart ||
    a.discountCode !== b.discountCode ||
    a.isPartnerBooking !== b.isPartnerBooking ||
    a.reservationIdPartner !== b.reservationIdPartner ||
    !sameFields(a.personalData, b.personalData) ||
    !sameFields(a.personalDataPartner, b.personalDataPartner)
  );
}

/** What belongs to one reservation; the partner booking fields are the booking's, not the hold's. */
const NO_RESERVATION = {
  reservationId: null,
  reservationName: null,
  isReservationSuccess: false,
} as const satisfies Partial<BookingState>;

/**
 * The one rule for changing a booking after "Reserve" (docs/spec.md): while the reservation is
 * pending, a change to what it was made from drops it (id, name and success flag), from
 * whichever step or URL the change comes. Payment data is then refetched live (SPEC 4), the
 * URL sync drops reservationId, and /payment sends the visitor back to the summary to
 * reserve again (must-have-valid-reservation). The old hold is released on the server by
 * holdRelease.ts (watching the store), so its room is free at once.
 * An action that brings a reservation id of its own (reservationSucceeded, a URL or the
 * resume of an unpaid reservation naming another one) is taken as it is.
 */
function releaseChangedReservation(prev: BookingState, next: BookingState): BookingState {
  if (next === prev || !hasPendingReservation(prev)) return next;
  if (next.reservationId !== prev.reservationId) return next;
  if (!reservationInputsChanged(prev, next)) return next;
  return { ...next, ...NO_RESERVATION };
}

/**
 * SPEC 2: no chosen day lies before the start date of a landing link, whichever action or
 * URL brought the day (a day stored earlier in the session is checked again when the start
 * date arrives). A slot goes with its day. A reservation that succeeded keeps its slot (as
 * in withoutPastSelection).
 */
export function notBeforeStartDate(state: BookingState): BookingState {
  const start = state.startDate;
  if (!start || state.isReservationSuccess) return state;
  const dateEarly = state.selectedDate !== null && state.selectedDate < start;
  const slotDay = state.timeSlotStart ? zurichDateOf(state.timeSlotStart) : null;
  const slotEarly = slotDay !== null && slotDay < start;
  if (!dateEarly && !slotEarly) return state;
  return { ...state, ...(dateEarly ? { selectedDate: null } : {}), ...NO_SLOT };
}

/**
 * A waitlist hold belongs to its slot (docs/waitlist.md): a booking that moves to another
 * slot, or is reserved (create took the held room again), no longer carries it.
 */
export function withoutStaleWaitlistHold(state: BookingState): BookingState {
  const hold = state.waitlistHold;
  if (!hold) return state;
  const sameSlot =
    state.timeSlotStart !== null &&
    new Date(state.timeSlotStart).getTime() === new Date(hold.start).getTime();
  if (sameSlot && !state.isReservationSuccess) return state;
  return { ...state, waitlistHold: null };
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  if (action.type === 'replace') return action.state;
  const next = reduce(state, action);
  return withoutStaleWaitlistHold(
    releaseChangedReservation(state, next === state ? state : notBeforeStartDate(next)),
  );
}

function reduce(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'selectCheckup':
      return selectCheckup(state, action.slug);
    case 'selectLocation':
      return selectLocation(state, action.slug);
    case 'setServices':
      return patch(state, { services: unique(action.services) });
    case 'toggleService': {
      const has = state.services.includes(action.slug);
      return {
        ...state,
        services: has
          ? state.services.filter((s) => s !== action.slug)
          : [...state.services, action.slug],
      };
    }
    case 'setDiscountCode': {
      const code = action.code?.trim() || null;
      return patch(state, { discountCode: code });
    }
    case 'selectDate':
      return selectDate(state, action.date);
    case 'selectTimeSlot':
      return selectTimeSlot(state, action.start, action.end, action.totalDuration);
    case 'setSlotEnd':
      return patch(state, { timeSlotEnd: action.timeSlotEnd, totalDuration: action.totalDuration });
    case 'setDuration':
      return patch(state, { totalDuration: action.totalDuration });
    case 'setPaymentData':
      return patch(state, {
        paymentData: action.paymentData,
        paymentDataDiscounted: action.paymentDataDiscounted,
        discounts: [...action.discounts],
      });
    case 'setPersonalData':
      return patch(state, { personalData: { ...state.personalData, ...action.data } });
    case 'setPartnerData':
      return patch(state, {
        personalDataPartner: { ...state.personalDataPartner, ...action.data },
      });
    case 'setPaymentOption':
      return patch(state, { paymentOption: action.option });
    case 'setPartnerBooking':
      return patch(state, { isPartnerBooking: action.value });
    case 'partnerVerified':
      // The partner books their own slot; the verified email is theirs.
      return patch(state, {
        reservationIdPartner: action.reservationIdPartner,
        partnerPayment: action.payment ?? null,
        personalData: { ...state.personalData, email: action.email },
      });
    case 'setWaitlistHold':
      return patch(state, { waitlistHold: action.hold });
    case 'reservationStarted':
      // Reserving again replaces a pending reservation: it is dropped here, released by
      // holdRelease.ts, and the new create releases it before it takes a room.
      return patch(state, {
        isProcessing: true,
        ...(hasPendingReservation(state) ? NO_RESERVATION : {}),
      });
    case 'reservationSucceeded':
      return patch(state, {
        isProcessing: false,
        isReservationSuccess: true,
        reservationId: action.reservationId,
        reservationName: action.reservationName,
      });
    case 'reservationFailed':
      return patch(state, { isProcessing: false });
    case 'setReservationId':
      return patch(state, { reservationId: action.reservationId });
    case 'paymentSucceeded':
      return patch(state, { isPaymentSuccess: true, isProcessing: false });
    case 'setProcessing':
      return patch(state, { isProcessing: action.value });
    case 'applyQuery':
      return applyQuery(state, action.patch);
    case 'replace':
      return action.state;
    case 'reset':
      return {
        ...INITIAL_BOOKING_STATE,
        personalData: EMPTY_PERSONAL_DATA,
        personalDataPartner: EMPTY_PARTNER_DATA,
      };
  }
}
