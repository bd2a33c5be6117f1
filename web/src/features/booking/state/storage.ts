/**
 * sessionStorage persistence of the booking state. Reading is defensive: storage may be
 * unavailable (private mode, server render) or hold an older or tampered shape.
 */
import type { KeyValueStorage } from '@/lib/sessionStorage';
import { bookingStateSchema, INITIAL_BOOKING_STATE, type BookingState } from './types';

export { sessionStore, type KeyValueStorage } from '@/lib/sessionStorage';

export const BOOKING_STATE_KEY = 'booking-state-v1';

export function loadBookingState(storage: KeyValueStorage | null): BookingState {
  if (!storage) return INITIAL_BOOKING_STATE;
  try {
    const raw = storage.getItem(BOOKING_STATE_KEY);
    if (!raw) return INITIAL_BOOKING_STATE;
    const parsed = bookingStateSchema.safeParse(JSON.parse(raw));
    // A reload in the middle of a request must not leave the flow locked.
    return parsed.success ? { ...parsed.data, isProcessing: false } : INITIAL_BOOKING_STATE;
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
