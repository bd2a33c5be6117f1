/**
 * POST /api/booking/resend { token } -> { ok, sent, nextAt }: the confirmation email again
 * (docs/manage-booking.md); at most one a minute, and one per `Idempotency-Key` header.
 */
import type { PageConfig } from 'next';
import { resendRequestSchema } from '@/contracts/booking-resend';
import { resendAnswer } from '@/server/manage-link';
import { manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute('booking/resend', resendRequestSchema, resendAnswer);
