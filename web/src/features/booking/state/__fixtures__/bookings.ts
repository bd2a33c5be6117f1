/** Booking states for the store's tests. */
import { INITIAL_BOOKING_STATE, type BookingState } from '../types';

export const SLOT = '2026-06-12T09:30:00.000+02:00';

/** The whole-body check-up at Bern, its slot chosen: 12 June 2026, 09:30-11:00. */
export const WITH_SLOT: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  locationSlug: 'bern',
  selectedDate: '2026-06-12',
  timeSlotStart: SLOT,
  timeSlotEnd: '2026-06-12T11:00:00.000+02:00',
  totalDuration: 90,
};

/** The server's prices for the Check-up Plus for two with a brain-age scan: CHF 5670. */
export const PLUS_FOR_TWO_PRICES: Pick<BookingState, 'paymentData' | 'paymentDataDiscounted'> = {
  paymentData: {
    currency: 'CHF',
    total: 5670,
    items: [
      { kind: 'package', slug: 'whole_body_scan', label: 'Check-up Plus for two', amount: 5480 },
      { kind: 'service', slug: 'brain_age', label: 'Brain age', amount: 190 },
    ],
  },
  paymentDataDiscounted: { currency: 'CHF', total: 5670, items: [] },
};
