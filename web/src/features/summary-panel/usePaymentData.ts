/**
 * The server's price for the current booking (GET /api/payment/payment-data, SPEC 4, 7), read
 * through useApi: the one hook for the summary panel and the summary form, so both share one key
 * and one request per change. Amounts are always the server's; the client never adds up.
 */
import { useEffect, useMemo } from 'react';
import type { Discount } from '@/features/booking/state/types';
import {
  useBookingActions,
  useBookingState,
  useBookingStore,
} from '@/features/booking/state/BookingProvider';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { useLocale } from '@/i18n/useLocale';
import { textVariantOf } from '@/i18n/germanyGerman';
import { type ApiError, apiFetch, CLIENT_ERROR_IDS, apiErrorId } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { locationOffersBooking } from '@/features/booking/guards/guards';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { isDiscountCodeError } from '@/shared/discount-code';
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

/** The catalogue id of a failed payment data call (a malformed answer has no id of its own). */
export function paymentDataErrorId(error: unknown): string {
  return apiErrorId(error, CLIENT_ERROR_IDS.invalidResponse);
}

/**
 * Keys whose failure has been shown: the dialog opens once per failing key, not again on a
 * re-render, a refetch or for the second reader of the same key (panel and summary form).
 * Per browser tab, like the dialog's own store.
 */
const shownFailures = new Set<string>();
const MAX_SHOWN_FAILURES = 50;

/** Tests only: forget which failures were shown. */
export function resetShownPaymentDataFailures(): void {
  shownFailures.clear();
}

function firstFailure(key: PaymentDataKey, errorId: string): boolean {
  const id = `${errorId} ${JSON.stringify(key)}`;
  if (shownFailures.has(id)) return false;
  if (shownFailures.size >= MAX_SHOWN_FAILURES) shownFailures.clear();
  shownFailures.add(id);
  return true;
}

const NO_DISCOUNTS: Discount[] = [];

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
/**
 * `known` (the page's content): no price is asked for a booking its location cannot perform
 * (a location from a link while the session holds an add-on chosen for another one); the
 * step's guard sends the visitor to the location step, which says why.
 */
export function usePaymentData(known: Partial<KnownSlugs> = {}): PaymentDataResult {
  const store = useBookingStore();
  // The text variant: de-de's price lines read Germany German (docs/manage-booking.md).
  const language = textVariantOf(useLocale().locale);
  // Only what the price depends on re-renders a reader (the panel, the whole form): the key as
  // a string (a primitive, so a keystroke in the form that changes no price renders nothing)
  // and the stored answer's parts, which the store keeps by reference.
  const keyText = useBookingState((s) => {
    const built = locationOffersBooking(s, known) ? paymentDataKey(s, language) : null;
    return built ? JSON.stringify(built) : null;
  });
  const key = useMemo(() => (keyText ? (JSON.parse(keyText) as PaymentDataKey) : null), [keyText]);
  const { setPaymentData, setDiscountCode } = useBookingActions();
  const errorDialog = useErrorDialog();
  const { data, error, isLoading } = useApi(key, fetchPaymentData, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  // The stored answer is shown only until SWR has one (then `data` is shown, and kept while
  // the next key loads): read it only until then, so writing SWR's answer to the store (the
  // effect below) does not render every reader a second time with the same figures.
  const storedData = useBookingState((s) => (data ? null : s.paymentData));
  const storedDiscounted = useBookingState((s) => (data ? null : s.paymentDataDiscounted));
  const storedDiscounts = useBookingState((s) => (data ? NO_DISCOUNTS : s.discounts));
  const stored = useMemo(
    () =>
      storedPaymentData({
        paymentData: storedData,
        paymentDataDiscounted: storedDiscounted,
        discounts: storedDiscounts,
      }),
    [storedData, storedDiscounted, storedDiscounts],
  );

  useEffect(() => {
    // Every user of the hook sees the answer; the store ignores a second identical write.
    // Only a new answer is written; the flag is read at that moment.
    if (data && !store.getState().isReservationSuccess) setPaymentData(data);
  }, [data, setPaymentData, store]);

  // SPEC 7: "If a payment call answers with an error, the error dialog opens with that error
  // id." A stored or linked code the server refuses is dropped, so the booking is priced again
  // without it (the live check of a typed-in code is DiscountCodeField's, with its own state).
  useEffect(() => {
    if (!error || !key) return;
    const errorId = paymentDataErrorId(error);
    if (!firstFailure(key, errorId)) return;
    errorDialog.show(errorId);
    // Once per failing key: the code is read at that moment.
    if (isDiscountCodeError(errorId) && store.getState().discountCode !== null)
      setDiscountCode(null);
  }, [error, key, errorDialog, setDiscountCode, store]);

  return {
    data: error ? null : (data ?? stored),
    error: error as ApiError | Error | undefined,
    loading: isLoading,
  };
}
