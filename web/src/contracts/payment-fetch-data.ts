/** POST /api/payment/fetch-data { reservationId, email | token }: the payment page's data. */
import { z } from 'zod';
import type { PaymentPageData } from '@/server/payments/checkout';
import { bookerProofFields, hasBookerProof } from '@/shared/reservation-input';
import {
  UNPAID_ALREADY_CONFIRMED,
  UNPAID_EMAIL_MISMATCH,
  UNPAID_MISSING,
  UNPAID_NOT_FOUND,
} from './error-ids';

export const fetchDataRequestSchema = z
  .object({ reservationId: z.string().trim().min(1).max(100), ...bookerProofFields })
  .refine(hasBookerProof);
export type FetchDataRequest = z.input<typeof fetchDataRequestSchema>;

export type FetchDataResponse = PaymentPageData;

export const FETCH_DATA_ERROR_IDS = [
  UNPAID_MISSING,
  UNPAID_EMAIL_MISMATCH,
  UNPAID_NOT_FOUND,
  UNPAID_ALREADY_CONFIRMED,
] as const;
export type FetchDataErrorId = (typeof FETCH_DATA_ERROR_IDS)[number];
