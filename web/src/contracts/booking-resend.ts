/** POST /api/booking/resend { token } -> { ok: true }: the confirmation email again (issue 12). */
import { BOOKING_LINK_INVALID, manageRequestSchema } from './booking-manage';

export const resendRequestSchema = manageRequestSchema;
export type { ManageRequest as ResendRequest } from './booking-manage';

export type ResendResponse = { ok: true };

/** 409 booking-not-active: only a confirmed booking's email is sent again. */
export const RESEND_ERROR_IDS = [BOOKING_LINK_INVALID, 'booking-not-active'] as const;
export type ResendErrorId = (typeof RESEND_ERROR_IDS)[number];
