import { signToken } from './index';

/**
 * The payment token of a reservation: returned by the reservation step and carried by the
 * payment email's link instead of the email. It opens the unpaid reservation and its payment
 * until the appointment starts (after that there is nothing left to pay for).
 */
export function paymentToken(input: { reservationId: string; email: string; start: Date }): string {
  return signToken(
    'payment',
    { reservationId: input.reservationId, email: input.email },
    input.start,
  );
}
