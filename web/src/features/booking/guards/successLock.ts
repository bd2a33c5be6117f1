/**
 * Ending the success lock (docs/spec.md "Success lock"): a link that names another booking
 * (manage link, partner invitation, payment link) or a new visit to the first step drops the
 * session's finished booking, so a shared tab never shows one person's booking under
 * another's link.
 */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useBookingStore } from '../state/BookingProvider';
import { sessionStore } from '../state/storage';
import type { BookingStore } from '../state/store';
import type { StepSlug } from '../steps';
import { releasesSuccessLock, successLocked, type GuardQuery } from './guards';
import { clearVisited, readVisited } from './visited';
import { closeTabBooking } from '../state/closedBookings';

/** Drops the finished booking when `query` on `step` ends the lock; true when it did. */
export function endSuccessLockFor(
  store: BookingStore,
  step: StepSlug | null,
  query: GuardQuery,
): boolean {
  const state = store.getState();
  if (!successLocked(state, readVisited(sessionStore()))) return false;
  if (!releasesSuccessLock(step, query, state)) return false;
  endSuccessLock(store);
  return true;
}

/**
 * A fresh booking state and no visited steps; the finished booking is closed for this tab, so
 * Back never reads it back from an older page's URL (../state/closedBookings.ts).
 */
export function endSuccessLock(store: Pick<BookingStore, 'dispatch' | 'getState'>): void {
  const storage = sessionStore();
  closeTabBooking(storage, store.getState());
  clearVisited(storage);
  store.dispatch({ type: 'reset' });
}

/** Pages outside the booking flow that show a booking of their own link (the MRI questionnaire's too). */
const OWN_BOOKING_PAGES = new Set(['/booking', '/screening']);

/**
 * For _app: the manage page drops the session's booking (it shows its link's): a finished one,
 * and an unfinished one too (its hold is released as on any reset), since the person at the
 * keyboard is now the link's; Back then never restores the dropped one (closedBookings.ts).
 */
export function useSuccessLockRelease(): void {
  const { isReady, pathname } = useRouter();
  const store = useBookingStore();
  useEffect(() => {
    if (!isReady || !OWN_BOOKING_PAGES.has(pathname)) return;
    const state = store.getState();
    if (
      successLocked(state, readVisited(sessionStore())) ||
      state.reservationId ||
      state.checkupSlug
    )
      endSuccessLock(store);
    // Even with nothing in the store, the pages walked before the link stay closed.
    else closeTabBooking(sessionStore(), state);
  }, [isReady, pathname, store]);
}
