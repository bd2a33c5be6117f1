/**
 * What the booking and payment code calls to tell people: every delivery runs in the
 * background with retries, and never fails or delays a booking.
 */
import { log } from '@/server/log';
import {
  bookingConfirmationEmail,
  partnerInvitationEmail,
  paymentLinkEmail,
  type BookingEmailData,
} from './emails';
import { getMailer, type OutgoingMail } from './mailer';
import { deliverInBackground } from './retry';

export { bookingEmailData } from './booking-data';
export { deliveriesSettled } from './retry';
export {
  notifyStaff,
  notifyStaffContentProblem,
  type StaffEvent,
  type StaffMessage,
} from './staff';
export type { BookingEmailData } from './emails';

function sendMail(
  kind: string,
  reservationId: string,
  render: () => OutgoingMail,
): Promise<boolean> {
  return deliverInBackground(`email-${kind}`, async () => {
    await getMailer().send(render());
    log.info('email-sent', { kind, reservationId });
  });
}

/** Booker confirmation with summary, amounts and .ics; the partner's invitation too. */
export function sendBookingConfirmation(data: BookingEmailData): Promise<boolean[]> {
  const sends = [
    sendMail('booking-confirmation', data.reservationId, () => bookingConfirmationEmail(data)),
  ];
  if (data.partner)
    sends.push(
      sendMail('partner-invitation', data.reservationId, () => partnerInvitationEmail(data)),
    );
  return Promise.all(sends);
}

/** The link to complete the payment of a pending reservation. */
export function sendPaymentLink(data: BookingEmailData): Promise<boolean> {
  return sendMail('payment-link', data.reservationId, () => paymentLinkEmail(data));
}
