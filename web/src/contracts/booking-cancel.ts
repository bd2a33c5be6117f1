/**
 * POST /api/booking/cancel { token } -> { booking, refundCents }: cancels by policy (docs/manage-booking.md);
 * the refund is carried out by a job.
 */
import {
  BOOKING_LINK_INVALID,
  manageRequestSchema,
  POLICY_REFUSAL_IDS,
  type ManagedBooking,
} from './booking-manage';

export const cancelRequestSchema = manageRequestSchema;

export type CancelResponse = { booking: ManagedBooking; refundCents: number };

export const CANCEL_ERROR_IDS = [BOOKING_LINK_INVALID, ...POLICY_REFUSAL_IDS] as const;
