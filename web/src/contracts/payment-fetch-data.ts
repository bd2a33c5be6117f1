/** POST /api/payment/fetch-data { reservationId, email | token }: the payment page's data. */
import { z } from 'zod';
import type { PaymentPageData } from '@/server/payments/checkout';
import { bookerProofFields, hasBookerProof, reservationIdField } from '@/shared/reservation-input';
import { UNPAID_LOOKUP_ERROR_IDS } from './error-ids';

export const fetchDataRequestSchema = z
  .object({ reservationId: reservationIdField, ...bookerProofFields })
  .refine(hasBookerProof);

export type FetchDataResponse = PaymentPageData;

export const FETCH_DATA_ERROR_IDS = UNPAID_LOOKUP_ERROR_IDS;
