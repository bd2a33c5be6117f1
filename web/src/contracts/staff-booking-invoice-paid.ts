/**
 * POST /api/staff/booking/invoice-paid { id, reason?, paymentId } -> paid and still due.
 * An invoice recorded at the clinic is a receivable: what is due stays until the desk marks the
 * invoice paid here (docs/staff-desk.md, "Payments"). A routine action: the reason is optional.
 * Reception and up, for a booking of an assigned location; audited.
 */
import { z } from 'zod';
import { routineActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import { INVOICE_NOT_OPEN } from '@/contracts/error-ids';

export const staffInvoicePaidRequestSchema = z.object({
  ...routineActionFields,
  /** The clinic payment (method invoice) that was paid: payments.clinic[].id of the detail. */
  paymentId: z.uuid(),
});

export type StaffInvoicePaidResponse = { paymentId: string; paidCents: number; dueCents: number };

export const STAFF_INVOICE_PAID_ERROR_IDS = [...STAFF_BOOKING_ERROR_IDS, INVOICE_NOT_OPEN] as const;
