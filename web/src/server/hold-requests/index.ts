/**
 * The visitor's requests on a hold: take one (POST /api/reservation/create, also the desk's
 * booking for a caller and the waitlist's offers) and release one (POST
 * /api/reservation/release). Above lifecycle/, which changes the state; the rules they read
 * (status, slot lock, busy intervals, idempotency) are reservations/' (docs/architecture.md).
 */
export {
  createReservation,
  type CreateReservationInput,
  type CreatedReservation,
  type ReservationDeps,
} from './create';
export { createReservationAnswer } from './create/answer';
export {
  releaseHold,
  releaseSupersededHolds,
  type ReleaseDeps,
  type ReleaseHoldInput,
} from './release';
