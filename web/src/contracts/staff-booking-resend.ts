/**
 * POST /api/staff/booking/resend { id, reason, email } -> the email sent again through the outbox.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import type { z } from 'zod';
import { resendInputSchema } from '@/server/staff/desk/actions/resend';

export const staffResendRequestSchema = resendInputSchema;
export type StaffResendRequest = z.input<typeof resendInputSchema>;

export type StaffResendResponse = {
  email: 'booking-confirmation' | 'partner-invitation' | 'payment-link' | 'cancelled';
};

export const STAFF_RESEND_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'staff-booking-not-found',
  'staff-email-not-applicable',
] as const;
export type StaffResendErrorId = (typeof STAFF_RESEND_ERROR_IDS)[number];
