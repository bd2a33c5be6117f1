/**
 * POST /api/staff/booking/clinic-payment: contract src/contracts/staff-booking-clinic-payment.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffClinicPaymentRequestSchema } from '@/contracts/staff-booking-clinic-payment';
import { recordClinicPayment } from '@/server/staff/desk/actions/payment';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute(
  'clinic-payment',
  staffClinicPaymentRequestSchema,
  recordClinicPayment,
);
