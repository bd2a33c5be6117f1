/**
 * POST /api/staff/booking/resend { id, reason?, email } -> the email sent again through the outbox.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import { routineActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import { EMAIL_NOT_APPLICABLE } from '@/contracts/error-ids';

export const RESENDABLE_EMAILS = [
  'booking-confirmation',
  'partner-invitation',
  'payment-link',
  'cancelled',
] as const;
export type ResendableEmail = (typeof RESENDABLE_EMAILS)[number];

export const staffResendRequestSchema = z.object({
  ...routineActionFields,
  email: z.enum(RESENDABLE_EMAILS),
});

export type StaffResendResponse = { email: ResendableEmail };

export const STAFF_RESEND_ERROR_IDS = [...STAFF_BOOKING_ERROR_IDS, EMAIL_NOT_APPLICABLE] as const;
