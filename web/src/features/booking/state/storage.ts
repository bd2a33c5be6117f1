/**
 * sessionStorage persistence of the booking state. Reading is defensive: storage may be
 * unavailable (private mode, server render) or hold an older or tampered shape.
 */
import type { KeyValueStorage } from '@/lib/sessionStorage';
import { isRealDate, parseInstant, todayInZurich } from '../zurichDate';
import { notBeforeStartDate } from './reducer';
import { INITIAL_BOOKING_STATE, parseBookingState, type BookingState } from './types';

export { sessionStore, type KeyValueStorage } from '@/lib/sessionStorage';

export const BOOKING_STATE_KEY = 'booking-state-v1';

/**
 * A session can outlive its day: a chosen day or slot that now lies in the past (Zurich) is
 * dropped, unless the reservation already succeeded (the success page still shows it). A
 * start date that is not a real day or now lies in the past is dropped too (today is the
 * earliest day anyway), and a chosen day before the start date goes.
 */
export function withoutPastSelection(stored: BookingState, now: Date): BookingState {
  const today = todayInZurich(now);
  const startValid =
    stored.startDate === null || (isRealDate(stored.startDate) && stored.startDate >= today);
  const state = notBeforeStartDate(startValid ? stored : { ...stored, startDate: null });
  if (state.isReservationSuccess) return state;
  const slot = state.timeSlotStart ? parseInstant(state.timeSlotStart) : null;
  const slotPast = state.timeSlotStart !== null && (!slot || slot.millis < now.getTime());
  const datePast = state.selectedDate !== null && state.selectedDate < today;
  if (!slotPast && !datePast) return state;
  return {
    ...state,
    selectedDate: datePast ? null : state.selectedDate,
    ...(slotPast || datePast ? { timeSlotStart: null, timeSlotEnd: null } : {}),
  };
}

export function loadBookingState(
  storage: KeyValueStorage | null,
  now: Date = new Date(),
): BookingState {
  if (!storage) return INITIAL_BOOKING_STATE;
  try {
    const raw = storage.getItem(BOOKING_STATE_KEY);
    if (!raw) return INITIAL_BOOKING_STATE;
    const parsed = parseBookingState(JSON.parse(raw));
    if (!parsed) return INITIAL_BOOKING_STATE;
    // A reload in the middle of a request must not leave the flow locked.
    return withoutPastSelection({ ...parsed, isProcessing: false }, now);
  } catch {
    return INITIAL_BOOKING_STATE;
  }
}

export function saveBookingState(storage: KeyValueStorage | null, state: BookingState): void {
  if (!storage) return;
  try {
    storage.setItem(BOOKING_STATE_KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the flow still works for this page view.
  }
}
