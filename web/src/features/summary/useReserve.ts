/**
 * Submitting the summary: the validated values go into the store, the reservation is
 * created (SPEC 4, 7: blocked while one is processing or while the data is not valid), and
 * the visitor goes on to payment, or straight to success when nothing is due. The one place
 * that calls POST /api/reservation/create.
 */
import { useRouter } from 'next/router';
import { useBookingActions, useBookingStore } from '@/features/booking/state/BookingProvider';
import { toBookingQuery } from '@/features/booking/url/bookingQuery';
import type { Locale } from '@/i18n/locales';
import type { CreateReservationResponse } from '@/contracts/reservation-create';
import { apiFetch, apiErrorId } from '@/lib/fetcher';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import type { SummaryFormValues } from './formSchema';
import {
  createOutcomeOf,
  createReservationBody,
  partnerDataOf,
  personalDataOf,
} from './reservation';
import { RESERVE_OTHER } from '@/contracts/error-ids';

export type ReserveResult =
  { ok: true } | { ok: false; errorId: string } | { ok: false; skipped: true };

export function useReserve(locale: Locale, partnerBooking: boolean) {
  const router = useRouter();
  const store = useBookingStore();
  const actions = useBookingActions();

  return async function reserve(
    values: SummaryFormValues,
    discountCode: string | null,
    /** The proof-of-work solution, when create asked for one (HoldChallenge). */
    challenge?: string,
    /** The safety pre-check's answers (docs/screening.md "Pre-check"); absent when none was asked. */
    screeningPrecheck?: Readonly<Record<string, 'yes' | 'no'>>,
  ): Promise<ReserveResult> {
    actions.setPersonalData(personalDataOf(values, locale));
    if (partnerBooking) actions.setPartnerData(partnerDataOf(values));
    actions.setDiscountCode(discountCode);
    actions.setPaymentOption(values.paymentOption);
    if (!actions.tryStartReservation()) return { ok: false, skipped: true };
    try {
      const base = createReservationBody(store.getState(), window.location.href);
      const body = {
        ...base,
        // Sent with the request only, never kept in the store (health data, docs/privacy.md).
        reservationData: {
          ...base.reservationData,
          ...(screeningPrecheck ? { screeningPrecheck } : {}),
          // This person's own choice, for their own reservation (docs/sms.md).
          ...(values.smsReminder ? { smsReminder: true } : {}),
        },
        ...(challenge ? { challenge } : {}),
        ...(values.lateTermsAccepted ? { acceptLateCancellation: true } : {}),
      };
      const outcome = createOutcomeOf(
        await apiFetch<CreateReservationResponse>('/api/reservation/create', {
          method: 'POST',
          body,
          // One key per Reserve attempt (docs/security.md): apiFetch's retries of it reuse the key, so
          // a repeat never takes a second room.
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        }),
      );
      if (!outcome) throw new Error('reservation answer without id');
      actions.reservationSucceeded(outcome.reservationId, outcome.reservationName);
      if (outcome.kind === 'confirmed') actions.paymentSucceeded();
      const pathname = outcome.kind === 'confirmed' ? '/success' : '/payment';
      await router.push({ pathname, query: toBookingQuery(store.getState()) });
      return { ok: true };
    } catch (error) {
      actions.reservationFailed();
      return { ok: false, errorId: apiErrorId(error, RESERVE_OTHER) };
    }
  };
}
