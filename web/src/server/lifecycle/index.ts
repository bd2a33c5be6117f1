/**
 * The booking lifecycle, the one owner of a reservation's state changes and of what each
 * announces: create (hold placed), nothing-due confirmation, payment confirmation (dev form,
 * browser return, Stripe webhook), payment failure, refund, release, cancel, expiry.
 * Reservations and payments call it; it imports neither's services.
 */
export {
  cancelReservation,
  confirmReservation,
  expireReservation,
  releasePendingHold,
  type ConfirmOptions,
  type PaymentConfirmation,
  type ReleaseHoldResult,
  type TransitionResult,
} from './transitions';
export {
  endPendingHold,
  expireStaleHolds,
  sweepExpiredHolds,
  type StaleHoldScope,
} from './stale-holds';
export { afterReservationCreated, type BookedOutcome, type NothingDueConfirm } from './booked';
export {
  announceHoldPlaced,
  announcePaymentFailed,
  announceRefund,
  eventKeys,
  paidEvent,
  type ConfirmedEvent,
  type RefundReason,
} from './announcements';
export {
  cancelByBooker,
  rescheduleReservation,
  type CancelDecision,
  type CancelOptions,
  type CancelResult,
  type MoveTarget,
  type RescheduleOptions,
  type RescheduleResult,
} from './move-and-cancel';
export { dropReminders, reminderSettings, scheduleReminders } from './reminders';
export {
  balanceDueCents,
  balanceKeys,
  clinicMoney,
  recordBalancePayment,
  recordRefundedPayment,
  sendBalancePaymentLink,
  type BalanceLinkResult,
  type BalancePayment,
  type BalanceResult,
} from './balance';
export {
  announceCancelled,
  announceRescheduled,
  announceScreeningReview,
  type CancellationFacts,
} from './announcements';
export { FIRST_PAYMENT_ID, paymentLedger, type LedgerPayment } from './ledger';
