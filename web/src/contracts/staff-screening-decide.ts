/**
 * POST /api/staff/screening/decide { id, decision, reason, note? } -> the decision: `clear`,
 * `ask-documents` (the note is emailed to the patient) or `cannot-scan` (the booking is cancelled
 * with a full refund through the lifecycle and the patient emailed; docs/screening.md "At the
 * desk").
 */
import { z } from 'zod';
import {
  BOOKING_NOT_ACTIVE,
  SCREENING_ALREADY_DECIDED,
  SCREENING_NOT_FOR_REVIEW,
} from '@/contracts/error-ids';
import { bookingActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import type { ScreeningState } from './staff-screening';

export const SCREENING_DECISIONS = ['clear', 'ask-documents', 'cannot-scan'] as const;
export type ScreeningDecision = (typeof SCREENING_DECISIONS)[number];

export const staffScreeningDecideRequestSchema = z
  .object({
    ...bookingActionFields,
    decision: z.enum(SCREENING_DECISIONS),
    /** With `ask-documents`: what the patient is asked to send, emailed to them. */
    note: z.string().trim().min(1).max(2000).optional(),
  })
  .refine((v) => v.decision !== 'ask-documents' || v.note !== undefined, { path: ['note'] });
export type StaffScreeningDecideRequest = z.input<typeof staffScreeningDecideRequestSchema>;

export type StaffScreeningDecideResponse = {
  id: string;
  state: ScreeningState;
  /** cannot-scan: what was refunded (everything paid online). */
  refundCents: number | null;
};

export const STAFF_SCREENING_DECIDE_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  BOOKING_NOT_ACTIVE,
  SCREENING_ALREADY_DECIDED,
  SCREENING_NOT_FOR_REVIEW,
] as const;
