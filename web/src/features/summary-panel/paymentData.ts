/**
 * The payment data call (SPEC 7) as the summary panel uses it: the query built from the
 * booking state, and the answer checked with zod (the server computes every amount; the
 * browser only shows them).
 */
import { z } from 'zod';
import type { BookingState } from '@/features/booking/state/types';
import { isPartnerCurrentlyBooking } from '@/features/booking/state/selectors';
import type { Language } from '@/i18n/locales';

export const PAYMENT_DATA_PATH = '/api/payment/payment-data';

const lineItemSchema = z.object({
  kind: z.string(),
  slug: z.string(),
  label: z.string(),
  amount: z.number(),
});
export const paymentDataSchema = z.object({
  currency: z.string(),
  items: z.array(lineItemSchema),
  total: z.number(),
});
export type PanelPaymentData = z.infer<typeof paymentDataSchema>;
export type PanelLineItem = z.infer<typeof lineItemSchema>;

export const paymentDataResponseSchema = z.object({
  paymentData: paymentDataSchema,
  paymentDataDiscounted: paymentDataSchema,
  discounts: z.array(z.object({ kind: z.string(), label: z.string(), amount: z.number() })),
});
export type PaymentDataResponse = z.infer<typeof paymentDataResponseSchema>;

export type PaymentDataQuery = {
  checkupSlug: string;
  locationSlug?: string;
  discountCode?: string;
  services?: string;
  isPartnerBooking: 'true' | 'false';
  isPartnerCurrentlyBooking: 'true' | 'false';
  language: Language;
};

/**
 * The query for the current selection, or null when there is nothing to price (no check-up)
 * or the reservation succeeded (SPEC 4: the amounts are then fixed).
 */
export function paymentDataQuery(state: BookingState, language: Language): PaymentDataQuery | null {
  if (!state.checkupSlug || state.isReservationSuccess) return null;
  return {
    checkupSlug: state.checkupSlug,
    ...(state.locationSlug ? { locationSlug: state.locationSlug } : {}),
    ...(state.discountCode ? { discountCode: state.discountCode } : {}),
    ...(state.services.length > 0 ? { services: state.services.join(',') } : {}),
    isPartnerBooking: state.isPartnerBooking ? 'true' : 'false',
    isPartnerCurrentlyBooking: isPartnerCurrentlyBooking(state) ? 'true' : 'false',
    language,
  };
}

/** The stored data when it has the expected shape (it may come from an older session). */
export function storedPaymentData(state: BookingState): PaymentDataResponse | null {
  const parsed = paymentDataResponseSchema.safeParse({
    paymentData: state.paymentData,
    paymentDataDiscounted: state.paymentDataDiscounted,
    discounts: state.discounts,
  });
  return parsed.success ? parsed.data : null;
}
