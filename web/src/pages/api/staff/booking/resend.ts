/**
 * POST /api/staff/booking/resend: contract src/contracts/staff-booking-resend.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffResendRequestSchema } from '@/contracts/staff-booking-resend';
import { resendEmail } from '@/server/staff/desk/actions/resend';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('resend', staffResendRequestSchema, resendEmail);
