export {
  fetchPartnerReservation,
  fetchUnpaidAnswer,
  fetchUnpaidReservation,
  reservationForBooker,
  type BookerProof,
  getReservation,
  type PartnerInvitation,
  type UnpaidReservation,
  unpaidReservation,
} from './lookups';
export { canTransition, effectiveStatus, isActive, isHoldExpired, TRANSITIONS } from './status';
export { resolveBooking, type BookingProblem, type ResolvedBooking } from './booking';
export { busyIntervals } from './busy';
export {
  checkTimeSlotOccupation,
  fetchDuration,
  fetchDurationAnswer,
  fetchEndDate,
  fetchEndDateAnswer,
  fetchTimeSlots,
  fetchTimeSlotsJson,
  fetchTimeSlotsUncached,
  MAX_WINDOW_DAYS,
  nextFreeSlots,
} from './timeslots';
export * from './errors';
