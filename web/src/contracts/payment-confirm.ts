/**
 * POST /api/payment/confirm { paymentIntentClientSecret | paymentIntentId }: after the
 * provider's redirect, re-reads the intent and settles it. 200 confirmed, 202 still processing.
 */
import { z } from 'zod';
import type { ConfirmAnswer } from '@/server/payments/checkout';
import {
  ALREADY_BOOKED,
  BALANCE_NOTHING_DUE,
  DISCOUNT_CODE_INVALID,
  PAYMENT_FAILED,
  PROVIDER_ERROR,
  RESERVE_OTHER,
  UNPAID_NOT_FOUND,
} from './error-ids';

const token = z.string().trim().min(1).max(300);
export const confirmRequestSchema = z
  .object({ paymentIntentClientSecret: token.optional(), paymentIntentId: token.optional() })
  .refine((b) => b.paymentIntentClientSecret || b.paymentIntentId);

export type ConfirmResponse = ConfirmAnswer['body'];

export const CONFIRM_ERROR_IDS = [
  PAYMENT_FAILED,
  PROVIDER_ERROR,
  ALREADY_BOOKED,
  DISCOUNT_CODE_INVALID,
  RESERVE_OTHER,
  UNPAID_NOT_FOUND,
  BALANCE_NOTHING_DUE,
] as const;
