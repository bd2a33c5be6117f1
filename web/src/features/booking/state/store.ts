/**
 * A tiny external store around the reducer (read with useSyncExternalStore), persisted to
 * sessionStorage on every change. No state library: the reducer is the whole logic.
 */
import type { ParsedBookingQuery } from '../url/bookingQuery';
import { bookingReducer, type BookingAction } from './reducer';
import { canCreateReservation } from './selectors';
import { loadBookingState, saveBookingState, type KeyValueStorage } from './storage';
import type { BookingState } from './types';

export interface BookingStore {
  getState(): BookingState;
  dispatch(action: BookingAction): void;
  subscribe(listener: () => void): () => void;
  /**
   * Sets isProcessing when a reservation may be created now and returns true; false when
   * one is already in flight or the data is incomplete (SPEC 4).
   */
  tryStartReservation(): boolean;
  /** True once the URL query has been applied on this page (set by useBookingUrlSync). */
  isUrlSynced(): boolean;
  /** The query last read from the URL (prefill, partner and payment-return values); not persisted. */
  getUrlQuery(): ParsedBookingQuery | null;
  markUrlSynced(query: ParsedBookingQuery): void;
}

export function createBookingStore(
  storage: KeyValueStorage | null,
  initial?: BookingState,
): BookingStore {
  let state = initial ?? loadBookingState(storage);
  let urlQuery: ParsedBookingQuery | null = null;
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());

  const dispatch = (action: BookingAction) => {
    const next = bookingReducer(state, action);
    if (next === state) return;
    state = next;
    saveBookingState(storage, state);
    notify();
  };

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tryStartReservation() {
      if (!canCreateReservation(state)) return false;
      dispatch({ type: 'reservationStarted' });
      return true;
    },
    isUrlSynced: () => urlQuery !== null,
    getUrlQuery: () => urlQuery,
    markUrlSynced(query) {
      urlQuery = query;
      notify();
    },
  };
}
