/** POST /api/booking/resend { token } -> { ok, sent, nextAt }: the confirmation email again (docs/manage-booking.md). */
import { BOOKING_LINK_INVALID, manageRequestSchema } from './booking-manage';
import { BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';

export const resendRequestSchema = manageRequestSchema;

/**
 * `sent`: false when one was already sent this minute (at most one per minute): then nothing
 * was sent now and `nextAt` says from when it can be  (the page tells the truth).
 */
export type ResendResponse = { ok: true; sent: boolean; nextAt: string };

/** 409 booking-not-active: only a confirmed booking's email is sent again. */
export const RESEND_ERROR_IDS = [BOOKING_LINK_INVALID, BOOKING_NOT_ACTIVE] as const;
