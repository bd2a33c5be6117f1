/**
 * The booking flow's client logic: state store, URL sync, step guards and their hooks.
 * Pages import from here (or from the modules directly; both are stable).
 */
export * from './steps';
export * from './zurichDate';
export * from './state/types';
export * from './state/selectors';
export { bookingReducer, type BookingAction, type BookingQueryPatch } from './state/reducer';
export { createBookingStore, type BookingStore } from './state/store';
export { BOOKING_STATE_KEY, loadBookingState, saveBookingState } from './state/storage';
export {
  BookingProvider,
  bookingActions,
  useBookingActions,
  useBookingState,
  useBookingStore,
  useBookingUrlQuery,
  useBookingUrlSynced,
  type BookingActions,
} from './state/BookingProvider';
export * from './url/bookingQuery';
export { useBookingUrlSync, type UrlSyncOptions } from './url/useBookingUrlSync';
export { stepHref } from './url/stepHref';
export * from './guards/guards';
export * from './guards/visited';
export * from './guards/useStepGuard';
export { BookingAppEffects } from './BookingAppEffects';
