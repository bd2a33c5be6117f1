/**
 * POST /api/staff/booking/invoice-paid: contract src/contracts/staff-booking-invoice-paid.ts
 * (docs/staff-desk.md, "Payments").
 */
import type { PageConfig } from 'next';
import { staffInvoicePaidRequestSchema } from '@/contracts/staff-booking-invoice-paid';
import { markInvoicePaid } from '@/server/staff/desk/actions/payment';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('invoice-paid', staffInvoicePaidRequestSchema, markInvoicePaid);
