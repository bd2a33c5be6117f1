/**
 * The idle dialog's tag-manager events (SPEC 7). The dialog lives outside the pages, so it
 * has no content catalog: the items come from the last payment data the server computed
 * for this booking (kept in the store), which names each package and add-on with its price.
 */
import type { BookingState } from '@/features/booking/state/types';
import { storedPaymentData } from '@/features/summary-panel/paymentData';
import {
  analyticsItem,
  trackCheckoutEvent,
  type AnalyticsItem,
  type CheckoutContext,
  type CheckoutEvent,
} from '@/features/analytics/analytics';

export function idleItems(state: BookingState): AnalyticsItem[] {
  const data = storedPaymentData(state);
  if (!data)
    return state.checkupSlug
      ? [
          analyticsItem({
            slug: state.checkupSlug,
            price: null,
            twoPersons: state.isPartnerBooking,
          }),
        ]
      : [];
  const twoPersons = state.isPartnerBooking && !state.reservationIdPartner;
  return data.paymentData.items.map((item) =>
    analyticsItem({
      slug: item.slug,
      price: item.amount,
      twoPersons: item.kind === 'package' && twoPersons,
    }),
  );
}

export function idleCheckoutContext(state: BookingState, locale: string): CheckoutContext {
  return {
    items: idleItems(state),
    locale,
    location: state.locationSlug,
    selectedDate: state.selectedDate,
    timeSlotStart: state.timeSlotStart,
    discountCode: state.discountCode,
  };
}

export function trackIdleDialog(event: CheckoutEvent, state: BookingState, locale: string): void {
  trackCheckoutEvent(event, idleCheckoutContext(state, locale));
}
