/** POST /api/booking/confirmation { id, email }: the success page's booking, from its snapshot. */
import { z } from 'zod';
import type { BookingConfirmation } from '@/server/confirmation';
import { UNPAID_EMAIL_MISMATCH, UNPAID_MISSING } from './error-ids';

export const confirmationRequestSchema = z.object({
  id: z.uuid(),
  email: z.string().trim().min(3).max(254),
});

export type ConfirmationResponse = { booking: BookingConfirmation };

export const CONFIRMATION_ERROR_IDS = [UNPAID_MISSING, UNPAID_EMAIL_MISMATCH] as const;
