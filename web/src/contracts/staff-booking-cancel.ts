/**
 * POST /api/staff/booking/cancel { id, reason, refund: everything | keep-deposit | custom,
 * refundCents? } -> what is refunded (a refund row and job) and kept; the patient is emailed.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import type { z } from 'zod';
import { cancelInputSchema } from '@/server/staff/desk/actions/cancel';

export const staffCancelRequestSchema = cancelInputSchema;
export type StaffCancelRequest = z.input<typeof cancelInputSchema>;

export type StaffCancelResponse = { id: string; refundCents: number; keptCents: number };

export const STAFF_CANCEL_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'staff-booking-not-found',
  'booking-not-active',
  'staff-refund-above-paid',
] as const;
export type StaffCancelErrorId = (typeof STAFF_CANCEL_ERROR_IDS)[number];
