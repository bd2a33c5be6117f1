/**
 * POST /api/payment/create-intent { reservationId, email | token, url, option }: the provider
 * intent for the server's amount; the first one extends the hold once (server/holds/extend.ts).
 */
import { z } from 'zod';
import type { CreatedIntent } from '@/server/payments/checkout';
import { bookerProofFields, hasBookerProof } from '@/shared/reservation-input';
import {
  PAYMENT_FAILED,
  PAYMENT_PROCESSING,
  PROVIDER_ERROR,
  RESERVE_OTHER,
  UNPAID_LOOKUP_ERROR_IDS,
} from './error-ids';

export const createIntentRequestSchema = z
  .object({
    reservationId: z.uuid(),
    ...bookerProofFields,
    url: z.string().max(2000).optional(),
    option: z.enum(['deposit', 'full']).default('full'),
  })
  .refine(hasBookerProof);

/**
 * amount: francs charged now. holdExpiresAt: the hold's end after this call's extension (ISO),
 * what the payment step shows (docs/payments.md "The hold's end"); absent from older servers.
 */
export type CreateIntentResponse = CreatedIntent & { holdExpiresAt?: string | null };

export const CREATE_INTENT_ERROR_IDS = [
  ...UNPAID_LOOKUP_ERROR_IDS,
  RESERVE_OTHER,
  PAYMENT_FAILED,
  PAYMENT_PROCESSING,
  PROVIDER_ERROR,
] as const;
