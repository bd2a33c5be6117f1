/**
 * POST (and GET) /api/reservation/fetch-unpaid { id, email | token }: the booker's pending
 * hold for the payment page. Unknown id, wrong email or token answer alike (no oracle).
 */
import { z } from 'zod';
import { bookerProofFields, hasBookerProof, reservationIdField } from '@/shared/reservation-input';
import type { UnpaidReservation } from '@/server/reservations/lookups';
import { UNPAID_CANCELLED, UNPAID_EXPIRED, UNPAID_LOOKUP_ERROR_IDS } from './error-ids';

export const fetchUnpaidRequestSchema = z
  .object({ id: reservationIdField, ...bookerProofFields })
  .refine(hasBookerProof);
export type FetchUnpaidRequest = z.input<typeof fetchUnpaidRequestSchema>;

export type FetchUnpaidResponse = { reservation: UnpaidReservation };

/** 400 when neither proof is given (also for a malformed body). */
export const FETCH_UNPAID_ERROR_IDS = [
  ...UNPAID_LOOKUP_ERROR_IDS,
  UNPAID_CANCELLED,
  UNPAID_EXPIRED,
] as const;
