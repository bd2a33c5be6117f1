/**
 * The payment data call (SPEC 7), the one definition for every caller (summary panel, summary
 * form, discount code check): its SWR key built from the booking state, and the answer's
 * shape checked (the server computes every amount; the browser only shows them). One key
 * builder means one request per booking change however many components show the price.
 * Hand-written checks, not zod: this module is in every page (the idle dialog reads the
 * stored price), see docs/performance.md.
 */
import { arrayOf, INVALID, number, shape, string } from '@/lib/shapeCheck';
import type { BookingState } from '@/features/booking/state/types';
import {
  isPartnerCurrentlyBooking,
  shouldRefetchPaymentData,
} from '@/features/booking/state/selectors';
import type { TextVariant } from '@/i18n/germanyGerman';

export const PAYMENT_DATA_PATH = '/api/payment/payment-data';

// Type aliases, not interfaces: the store keeps these as plain JSON objects (PaymentDataObject).
export type PanelLineItem = {
  kind: string;
  slug: string;
  label: string;
  amount: number;
};
export type PanelPaymentData = {
  currency: string;
  items: PanelLineItem[];
  total: number;
};
export type PaymentDataResponse = {
  paymentData: PanelPaymentData;
  paymentDataDiscounted: PanelPaymentData;
  discounts: { kind: string; label: string; amount: number }[];
};

const paymentData = shape<PanelPaymentData>({
  currency: string,
  items: arrayOf(
    shape<PanelLineItem>({ kind: string, slug: string, label: string, amount: number }),
  ),
  total: number,
});
const paymentDataResponse = shape<PaymentDataResponse>({
  paymentData,
  paymentDataDiscounted: paymentData,
  discounts: arrayOf(shape({ kind: string, label: string, amount: number })),
});

/** The payment data answer with unknown keys dropped, or null when its shape is wrong. */
export function parsePaymentDataResponse(value: unknown): PaymentDataResponse | null {
  const parsed = paymentDataResponse(value);
  return parsed === INVALID ? null : parsed;
}

export type PaymentDataQuery = {
  checkupSlug: string;
  locationSlug?: string;
  discountCode?: string;
  services?: string;
  isPartnerBooking: 'true' | 'false';
  isPartnerCurrentlyBooking: 'true' | 'false';
  language: TextVariant;
};

/**
 * The query for the selection, with the booking's discount code or another one (the code
 * check), or null when there is nothing to price (no check-up).
 */
export function paymentDataQuery(
  state: BookingState,
  language: TextVariant,
  discountCode: string | null = state.discountCode,
): PaymentDataQuery | null {
  if (!state.checkupSlug) return null;
  return {
    checkupSlug: state.checkupSlug,
    ...(state.locationSlug ? { locationSlug: state.locationSlug } : {}),
    ...(discountCode ? { discountCode } : {}),
    ...(state.services.length > 0 ? { services: state.services.join(',') } : {}),
    isPartnerBooking: state.isPartnerBooking ? 'true' : 'false',
    isPartnerCurrentlyBooking: isPartnerCurrentlyBooking(state) ? 'true' : 'false',
    language,
  };
}

/** The slot is part of the key: SPEC 4 refetches when it changes, though the price does not use it. */
export type PaymentDataKey = readonly [
  path: typeof PAYMENT_DATA_PATH,
  query: PaymentDataQuery,
  timeSlotStart: string | null,
];

/**
 * The SWR key of the payment data call. For the booking's price (no `discountCode`): null
 * without a check-up or once the reservation succeeded (SPEC 4: the amounts are then the
 * reservation's, kept in the store). With `discountCode`: the same question for a typed-in
 * code, asked by the code check whatever the reservation state.
 */
export function paymentDataKey(
  state: BookingState,
  language: TextVariant,
  discountCode?: string,
): PaymentDataKey | null {
  if (discountCode === undefined && !shouldRefetchPaymentData(state)) return null;
  const query = paymentDataQuery(state, language, discountCode ?? state.discountCode);
  return query ? [PAYMENT_DATA_PATH, query, state.timeSlotStart] : null;
}

/** The stored data when it has the expected shape (it may come from an older session). */
export function storedPaymentData(
  state: Pick<BookingState, 'paymentData' | 'paymentDataDiscounted' | 'discounts'>,
): PaymentDataResponse | null {
  return parsePaymentDataResponse({
    paymentData: state.paymentData,
    paymentDataDiscounted: state.paymentDataDiscounted,
    discounts: state.discounts,
  });
}
