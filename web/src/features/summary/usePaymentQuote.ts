/**
 * The server's price for the current booking (GET /api/payment/payment-data, SPEC 7), read
 * with SWR. Amounts are always the server's; the client never adds prices up.
 */
import useSWR from 'swr';
import type { BookingState } from '@/features/booking/state/types';
import { isPartnerCurrentlyBooking } from '@/features/booking/state/selectors';
import { apiFetch, type QueryValue } from '@/lib/fetcher';

export interface QuoteLine {
  kind: string;
  slug?: string;
  label: string;
  amount: number;
}

export interface PaymentQuote {
  paymentData: { currency: string; items: QuoteLine[]; total: number };
  paymentDataDiscounted: { currency: string; items: QuoteLine[]; total: number };
  discounts: { kind: string; label: string; amount: number }[];
}

export const PAYMENT_DATA_PATH = '/api/payment/payment-data';

/** The payment-data query for a state, optionally with a different discount code. */
export function paymentDataQuery(
  state: Pick<
    BookingState,
    | 'checkupSlug'
    | 'locationSlug'
    | 'services'
    | 'discountCode'
    | 'isPartnerBooking'
    | 'reservationIdPartner'
  >,
  language: string,
  discountCode: string | null = state.discountCode,
): Record<string, QueryValue> {
  return {
    checkupSlug: state.checkupSlug,
    locationSlug: state.locationSlug,
    discountCode: discountCode || undefined,
    services: state.services.length > 0 ? state.services.join(',') : undefined,
    isPartnerBooking: String(state.isPartnerBooking),
    isPartnerCurrentlyBooking: String(isPartnerCurrentlyBooking(state as BookingState)),
    language,
  };
}

export function fetchPaymentQuote(query: Record<string, QueryValue>): Promise<PaymentQuote> {
  return apiFetch<PaymentQuote>(PAYMENT_DATA_PATH, { query });
}

export function usePaymentQuote(state: BookingState, language: string) {
  const query = state.checkupSlug ? paymentDataQuery(state, language) : null;
  return useSWR(
    query ? [PAYMENT_DATA_PATH, query] : null,
    ([, q]: [string, Record<string, QueryValue>]) => fetchPaymentQuote(q),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}
