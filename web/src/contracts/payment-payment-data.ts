/**
 * GET /api/payment/payment-data: the price of a selection (SPEC 7), with a discount code
 * checked (rate-limited per client when a code is given).
 */
import { z } from 'zod';
import {
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_OTHER_CHECKUP,
  DISCOUNT_CODE_UNKNOWN,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
} from './error-ids';
import { queryList } from '@/shared/query-params';
import type { Quote } from '@/server/pricing/compute';

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const paymentDataQuerySchema = z.object({
  checkupSlug: z.string().regex(/^[a-z0-9_]+$/),
  locationSlug: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .optional()
    .transform((v) => v || null),
  discountCode: z
    .string()
    .max(64)
    .optional()
    .transform((v) => v?.trim() || null),
  services: queryList,
  isPartnerBooking: flag,
  isPartnerCurrentlyBooking: flag,
  // de_DE: the Germany-German labels of a de-de page (docs/manage-booking.md).
  language: z.enum(['en', 'de', 'de_DE']).default('de'),
});
export type PaymentDataQuery = z.input<typeof paymentDataQuerySchema>;

export type PaymentDataResponse = Pick<
  Quote,
  'paymentData' | 'paymentDataDiscounted' | 'discounts'
>;

/** The pricing's refusals (PricingError.errorId; an unknown selection is invalid-request). */
export const PAYMENT_DATA_ERROR_IDS = [
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_UNKNOWN,
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_OTHER_CHECKUP,
] as const;
