/**
 * POST /api/staff/booking/cancel { id, reason, refund: everything | keep-deposit | custom,
 * refundCents? } -> what is refunded (a refund row and job) and kept; the patient is emailed.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import { bookingActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import { BOOKING_NOT_ACTIVE, REFUND_ABOVE_PAID } from '@/contracts/error-ids';

export const REFUND_CHOICES = ['everything', 'keep-deposit', 'custom'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

export const staffCancelRequestSchema = z
  .object({
    ...bookingActionFields,
    refund: z.enum(REFUND_CHOICES),
    /** With `custom`: CHF cents to give back, at most what was paid online. */
    refundCents: z.number().int().min(0).max(100_000_000).optional(),
  })
  .refine((v) => v.refund !== 'custom' || v.refundCents !== undefined, {
    path: ['refundCents'],
  });

export type StaffCancelResponse = { id: string; refundCents: number; keptCents: number };

export const STAFF_CANCEL_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  BOOKING_NOT_ACTIVE,
  REFUND_ABOVE_PAID,
] as const;
