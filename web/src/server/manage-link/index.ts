/** After the booking: the manage link's actions (issue 12, docs/manage-booking.md). */
export {
  cancelBooking,
  manageBooking,
  openByToken,
  payBalance,
  rescheduleBooking,
  resendConfirmation,
  type ManageDeps,
} from './actions';
export { managedBooking } from './view';
export { partnerShareCents, policyAnswer } from './policy-input';
