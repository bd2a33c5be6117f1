/**
 * The server's price for the current booking (GET /api/payment/payment-data, SPEC 4, 7), read
 * with SWR: the one hook for the summary panel and the summary form, so both share one key
 * and one request per change. Amounts are always the server's; the client never adds up.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { useBookingActions, useBookingState } from '@/features/booking/state/BookingProvider';
import { useLocale } from '@/i18n/useLocale';
import { apiFetch, type ApiError } from '@/lib/fetcher';
import {
  parsePaymentDataResponse,
  paymentDataKey,
  storedPaymentData,
  type PaymentDataKey,
  type PaymentDataResponse,
} from './paymentData';

/** The one fetcher of the payment data call; the discount code check uses it too. */
export async function fetchPaymentData([
  path,
  query,
]: PaymentDataKey): Promise<PaymentDataResponse> {
  const body = await apiFetch<unknown>(path, { query });
  const parsed = parsePaymentDataResponse(body);
  // Shown like any failed call (the panel keeps the stored figures).
  if (!parsed) throw new Error('payment-data: unexpected answer');
  return parsed;
}

export interface PaymentDataResult {
  data: PaymentDataResponse | null;
  error: ApiError | Error | undefined;
  loading: boolean;
}

/**
 * The price summary of the current selection (SPEC 4, 7): fetched again whenever check-up,
 * services, location, slot, discount code or language change, until the reservation has
 * succeeded; each answer is written to the store (paymentData, paymentDataDiscounted,
 * discounts), which also serves as the value before the first answer and after reserving.
 */
export function usePaymentData(): PaymentDataResult {
  const state = useBookingState();
  const { language } = useLocale();
  const { setPaymentData } = useBookingActions();
  const key = paymentDataKey(state, language);
  const { data, error, isLoading } = useSWR(key, fetchPaymentData, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    // Every user of the hook sees the answer; the store ignores a second identical write.
    if (data && !state.isReservationSuccess) setPaymentData(data);
    // Only a new answer is written; the flag is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, setPaymentData]);

  return {
    data: error ? null : (data ?? storedPaymentData(state)),
    error: error as ApiError | Error | undefined,
    loading: isLoading,
  };
}
