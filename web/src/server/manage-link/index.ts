/** After the booking: the manage link's actions (docs/manage-booking.md). */
export {
  cancelAnswer,
  cancelBooking,
  manageAnswer,
  manageBooking,
  openByToken,
  payBalance,
  payBalanceAnswer,
  rescheduleAnswer,
  rescheduleBooking,
  resendAnswer,
  resendConfirmation,
  type ManageDeps,
} from './actions';
export { managedBooking } from './view';
export { partnerShareCents, policyAnswer } from './policy-input';
