/**
 * React binding of the booking store: one store per app (wrap _app in <BookingProvider>),
 * read with hooks. The app's store releases the pending reservations it drops on the server
 * (holdRelease.ts); a store passed in (tests) does not. The server render and the first client render both see the initial
 * state; React then switches to the stored one (useSyncExternalStore's server snapshot),
 * so hydration never mismatches.
 */
import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ParsedBookingQuery } from '../url/bookingQuery';
import { clearVisited } from '../guards/visited';
import { watchHoldReleases } from './holdRelease';
import { closeTabBooking } from './closedBookings';
import type { BookingAction } from './reducer';
import { createBookingStore, type BookingStore } from './store';
import { sessionStore } from './storage';
import {
  INITIAL_BOOKING_STATE,
  type BookingState,
  type Discount,
  type PartnerData,
  type PaymentDataObject,
  type PaymentOption,
  type PersonalData,
  type WaitlistHold,
} from './types';

const BookingStoreContext = createContext<BookingStore | null>(null);

export function BookingProvider({
  children,
  store,
}: {
  children: ReactNode;
  store?: BookingStore;
}) {
  const [value] = useState(() => {
    if (store) return store;
    const created = createBookingStore(sessionStore());
    // Subscribed before any dispatch (child effects run first): no dropped hold is missed.
    if (typeof window !== 'undefined') watchHoldReleases(created);
    return created;
  });
  return <BookingStoreContext.Provider value={value}>{children}</BookingStoreContext.Provider>;
}

export function useBookingStore(): BookingStore {
  const store = useContext(BookingStoreContext);
  if (!store) throw new Error('useBookingStore must be used inside <BookingProvider>');
  return store;
}

/**
 * The booking state, or a slice of it. The selector must return a stored value or a
 * primitive (not a new object per call), e.g. `useBookingState((s) => s.checkupSlug)`.
 */
export function useBookingState(): BookingState;
export function useBookingState<T>(selector: (state: BookingState) => T): T;
export function useBookingState<T>(selector?: (state: BookingState) => T): T | BookingState {
  const store = useBookingStore();
  const select = selector ?? ((s: BookingState) => s);
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(INITIAL_BOOKING_STATE),
  );
}

/** True once the store holds the URL's values on this page (guards wait for it). */
export function useBookingUrlSynced(): boolean {
  const store = useBookingStore();
  return useSyncExternalStore(store.subscribe, store.isUrlSynced, () => false);
}

/** The query last read from the URL: prefill, partner link and payment-return values, minDate. */
export function useBookingUrlQuery(): ParsedBookingQuery | null {
  const store = useBookingStore();
  return useSyncExternalStore(store.subscribe, store.getUrlQuery, () => null);
}

/** Named action creators bound to the store; stable across renders. */
export function useBookingActions() {
  const store = useBookingStore();
  return useMemo(() => bookingActions(store.dispatch, store), [store]);
}

export function bookingActions(
  dispatch: (action: BookingAction) => void,
  store: Pick<BookingStore, 'tryStartReservation' | 'getState'>,
) {
  return {
    selectCheckup: (slug: string | null) => dispatch({ type: 'selectCheckup', slug }),
    selectLocation: (slug: string | null) => dispatch({ type: 'selectLocation', slug }),
    setServices: (services: readonly string[]) => dispatch({ type: 'setServices', services }),
    toggleService: (slug: string) => dispatch({ type: 'toggleService', slug }),
    setDiscountCode: (code: string | null) => dispatch({ type: 'setDiscountCode', code }),
    selectDate: (date: string | null) => dispatch({ type: 'selectDate', date }),
    selectTimeSlot: (start: string | null, end?: string | null, totalDuration?: number | null) =>
      dispatch({ type: 'selectTimeSlot', start, end, totalDuration }),
    setSlotEnd: (timeSlotEnd: string | null, totalDuration: number | null) =>
      dispatch({ type: 'setSlotEnd', timeSlotEnd, totalDuration }),
    setDuration: (totalDuration: number | null) => dispatch({ type: 'setDuration', totalDuration }),
    setPaymentData: (data: {
      paymentData: PaymentDataObject | null;
      paymentDataDiscounted: PaymentDataObject | null;
      discounts: readonly Discount[];
    }) => dispatch({ type: 'setPaymentData', ...data }),
    setPersonalData: (data: Partial<PersonalData>) => dispatch({ type: 'setPersonalData', data }),
    setPartnerData: (data: Partial<PartnerData>) => dispatch({ type: 'setPartnerData', data }),
    setPaymentOption: (option: PaymentOption) => dispatch({ type: 'setPaymentOption', option }),
    setPartnerBooking: (value: boolean) => dispatch({ type: 'setPartnerBooking', value }),
    partnerVerified: (reservationIdPartner: string, email: string) =>
      dispatch({ type: 'partnerVerified', reservationIdPartner, email }),
    /** Returns false (and changes nothing) while processing or when the data is incomplete. */
    tryStartReservation: () => store.tryStartReservation(),
    reservationSucceeded: (reservationId: string, reservationName: string | null) =>
      dispatch({ type: 'reservationSucceeded', reservationId, reservationName }),
    reservationFailed: () => dispatch({ type: 'reservationFailed' }),
    setReservationId: (reservationId: string | null) =>
      dispatch({ type: 'setReservationId', reservationId }),
    paymentSucceeded: () => dispatch({ type: 'paymentSucceeded' }),
    setProcessing: (value: boolean) => dispatch({ type: 'setProcessing', value }),
    reset: () => dispatch({ type: 'reset' }),
    setWaitlistHold: (hold: WaitlistHold | null) => dispatch({ type: 'setWaitlistHold', hold }),
    /** "Book another check-up": a fresh state and no visited steps (which releases the success lock). */
    startNewBooking: () => {
      const storage = sessionStore();
      // The booking left behind is closed for this tab: Back never reads it back from an
      // older page's URL (./closedBookings.ts).
      closeTabBooking(storage, store.getState());
      clearVisited(storage);
      dispatch({ type: 'reset' });
    },
  };
}

export type BookingActions = ReturnType<typeof bookingActions>;
