/**
 * POST /api/staff/booking/payment-link: contract src/contracts/staff-booking-payment-link.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffPaymentLinkRequestSchema } from '@/contracts/staff-booking-payment-link';
import { sendPaymentLink } from '@/server/staff/desk/actions/payment';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('payment-link', staffPaymentLinkRequestSchema, sendPaymentLink);
