import { signToken } from './index';

/** How long after the appointment's end the manage link still opens the (then past) booking. */
export const MANAGE_LINK_GRACE_MS = 24 * 3_600_000;

/**
 * The manage-booking token of a reservation (the link in the confirmation, reminder and
 * rescheduled emails): bound to the reservation and the email of the person it was sent to,
 * expiring a day after the appointment ends. A reschedule sends a new link for the new time.
 */
export function manageToken(input: { reservationId: string; email: string; end: Date }): string {
  return signToken(
    'manage',
    { reservationId: input.reservationId, email: input.email },
    new Date(input.end.getTime() + MANAGE_LINK_GRACE_MS),
  );
}
