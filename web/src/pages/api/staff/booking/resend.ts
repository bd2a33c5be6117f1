/**
 * POST /api/staff/booking/resend: contract src/contracts/staff-booking-resend.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import {
  staffResendRequestSchema,
  type StaffResendResponse,
} from '@/contracts/staff-booking-resend';
import { resendEmail } from '@/server/staff/desk/actions/resend';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute(
  'resend',
  staffResendRequestSchema,
  async (actor, input, deps) =>
    (await resendEmail(actor, input, deps)) satisfies StaffResendResponse,
);
