import { useEffect } from 'react';
import useSWR from 'swr';
import { useBookingActions, useBookingState } from '@/features/booking/state/BookingProvider';
import { useLocale } from '@/i18n/useLocale';
import { apiFetch, type ApiError } from '@/lib/fetcher';
import {
  PAYMENT_DATA_PATH,
  paymentDataQuery,
  parsePaymentDataResponse,
  storedPaymentData,
  type PaymentDataQuery,
  type PaymentDataResponse,
} from './paymentData';

/** The slot is part of the key: SPEC 4 refetches when it changes, though the price does not use it. */
type PaymentDataKey = readonly [
  path: string,
  query: PaymentDataQuery,
  timeSlotStart: string | null,
];

async function fetchPaymentData([path, query]: PaymentDataKey): Promise<PaymentDataResponse> {
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
 * discounts), which also serves as the value before the first answer.
 */
export function usePaymentData(): PaymentDataResult {
  const state = useBookingState();
  const { language } = useLocale();
  const { setPaymentData } = useBookingActions();
  const query = paymentDataQuery(state, language);
  const key: PaymentDataKey | null = query ? [PAYMENT_DATA_PATH, query, state.timeSlotStart] : null;
  const { data, error, isLoading } = useSWR(key, fetchPaymentData, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
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
