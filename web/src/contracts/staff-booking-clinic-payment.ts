/**
 * POST /api/staff/booking/clinic-payment { id, reason?, method, amountCents } -> paid and still due.
 * A payment taken at the clinic (card terminal, cash, invoice), at most what is still due.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import { CLINIC_PAYMENT_METHODS } from '@/shared/clinic-payment-methods';
import { routineActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import { AMOUNT_ABOVE_DUE, NOT_CONFIRMED } from '@/contracts/error-ids';

export const staffClinicPaymentRequestSchema = z.object({
  ...routineActionFields,
  method: z.enum(CLINIC_PAYMENT_METHODS),
  amountCents: z.number().int().min(1).max(100_000_000),
});

export type StaffClinicPaymentResponse = { paymentId: string; paidCents: number; dueCents: number };

export const STAFF_CLINIC_PAYMENT_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  NOT_CONFIRMED,
  AMOUNT_ABOVE_DUE,
] as const;
