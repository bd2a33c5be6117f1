/**
 * The payment calls of SPEC 7 as typed functions over the shared apiFetch (errors arrive as
 * ApiError with the catalogue id). Response shapes follow web/src/server/payments/checkout.ts.
 */
import type { ManageLinkResponse } from '@/contracts/booking-manage-link';
import type { BookingQueryPatch } from '@/features/booking/state/reducer';
import type { PaymentOption } from '@/features/booking/state/types';
import { parseInstant } from '@/features/booking/zurichDate';
import type { CreateIntentResponse } from '@/contracts/payment-create-intent';
import type { ConfirmResponse } from '@/contracts/payment-confirm';
import type { FetchDataResponse } from '@/contracts/payment-fetch-data';
import type { DevPayResponse } from '@/contracts/payment-dev-pay';
import type { FetchUnpaidResponse } from '@/contracts/reservation-fetch-unpaid';
import { apiFetch } from '@/lib/fetcher';
import {
  PAYMENT_CONFIRMATION,
  PAYMENT_DOWNPAYMENT_PENDING,
  PAYMENT_FAILED,
} from '@/contracts/error-ids';

/**
 * The answers as the routes' contracts (src/contracts) state them; the page reads the fields
 * named here (a field the server drops fails the type check). Types only: no zod in the bundle.
 */
export type UnpaidReservation = Pick<
  FetchUnpaidResponse['reservation'],
  | 'id'
  | 'name'
  | 'email'
  | 'checkupSlug'
  | 'locationSlug'
  | 'services'
  | 'timeSlotStart'
  | 'timeSlotEnd'
  | 'isPartnerBooking'
  | 'partnerOfReservationId'
  | 'discountCode'
  | 'holdExpiresAt'
>;

export type PaymentPageData = Pick<
  FetchDataResponse,
  | 'reservationId'
  | 'reservationName'
  | 'timeSlotStart'
  | 'timeSlotEnd'
  | 'holdExpiresAt'
  | 'currency'
  | 'total'
  | 'options'
  | 'discounts'
  | 'provider'
  | 'publishableKey'
> & { items: { kind: string; slug?: string; label: string; amount: number }[] };

export type CreatedIntent = CreateIntentResponse;

/** Who may read a reservation: the booker's email, or the token of the payment email's link. */
type Proof = { email: string } | { token: string };

/** POST (not GET ?email=): the email stays out of URLs and access logs. */
const postWithProof = <T>(path: string, id: string, proof: Proof) =>
  apiFetch<T>(path, { method: 'POST', body: { id, ...proof } });

export async function fetchUnpaid(id: string, proof: Proof): Promise<UnpaidReservation> {
  return (await postWithProof<FetchUnpaidResponse>('/api/reservation/fetch-unpaid', id, proof))
    .reservation;
}

/** The manage page's path of a booking whose payment link was opened after it was paid. */
export async function fetchManagePath(id: string, proof: Proof): Promise<string> {
  return (await postWithProof<ManageLinkResponse>('/api/booking/manage-link', id, proof)).path;
}

export function fetchPaymentPageData(
  reservationId: string,
  email: string,
): Promise<PaymentPageData> {
  return apiFetch<FetchDataResponse>('/api/payment/fetch-data', {
    method: 'POST',
    body: { reservationId, email },
  });
}

/** The server gives a client secret only to the booker: the email proves it. */
export function createIntent(
  reservationId: string,
  email: string,
  option: PaymentOption,
  url: string,
): Promise<CreateIntentResponse> {
  return apiFetch<CreateIntentResponse>('/api/payment/create-intent', {
    method: 'POST',
    body: { reservationId, email, option, url },
  });
}

export function devPay(clientSecret: string, cardNumber: string): Promise<DevPayResponse> {
  return apiFetch('/api/payment/dev-pay', { method: 'POST', body: { clientSecret, cardNumber } });
}

/** 200 { result, reservationId, reservationName } or 202 { result: payment-processing }. */
export type ConfirmResult = ConfirmResponse & { reservationId?: string; reservationName?: string };

export function confirmPayment(input: {
  paymentIntentClientSecret?: string;
  paymentIntentId?: string;
}): Promise<ConfirmResult> {
  return apiFetch<ConfirmResponse>('/api/payment/confirm', { method: 'POST', body: input });
}

/** The store change that turns a resumed unpaid reservation into the current booking. */
export function resumePatch(reservation: UnpaidReservation, email: string): BookingQueryPatch {
  return {
    checkupSlug: reservation.checkupSlug,
    locationSlug: reservation.locationSlug,
    services: reservation.services,
    timeSlotStart: reservation.timeSlotStart,
    isPartnerBooking: reservation.isPartnerBooking,
    reservationId: reservation.id,
    discountCode: reservation.discountCode ?? undefined,
    personalData: { email },
  };
}

/** Minutes between slot start and end, for the overview. */
export function minutesBetween(start: string, end: string): number | null {
  const a = parseInstant(start);
  const b = parseInstant(end);
  return a && b ? Math.round((b.millis - a.millis) / 60_000) : null;
}

export const PAYMENT_SUCCESS_IDS = [PAYMENT_CONFIRMATION, PAYMENT_DOWNPAYMENT_PENDING] as const;
export const PAYMENT_FAILED_ID = PAYMENT_FAILED;
/**
 * A redirect method's approval (TWINT's app) came back cancelled or declined: nothing was
 * charged and the payment form is shown again (catalogue message, en/de).
 */
export const PAYMENT_APPROVAL_CANCELLED_ID = 'payment-approval-cancelled';
/** The provider has not settled the payment yet (catalogue message, en/de). */
export const PAYMENT_PROCESSING_ID = 'payment-processing';
