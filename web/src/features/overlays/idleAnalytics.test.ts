import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import { checkoutEventPayload } from '@/features/analytics/analytics';
import { idleCheckoutContext, idleItems } from './idleAnalytics';
import { PLUS_FOR_TWO_PRICES } from '@/features/booking/state/__fixtures__/bookings';

const priced: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  services: ['brain_age'],
  locationSlug: 'bern',
  selectedDate: '2026-12-14',
  timeSlotStart: '2026-12-14T09:15:00+01:00',
  isPartnerBooking: true,
  ...PLUS_FOR_TWO_PRICES,
  discounts: [],
};

describe('idle dialog analytics', () => {
  it('names the items from the server-priced payment data, _2x for a partner booking', () => {
    expect(idleItems(priced).map((i) => [i.item_name, i.price])).toEqual([
      ['whole_body_scan_2x', 5480],
      ['brain_age', 190],
    ]);
    expect(idleItems({ ...priced, reservationIdPartner: 'x' })[0].item_name).toBe(
      'whole_body_scan',
    );
  });

  it('falls back to the check-up alone before any price is known', () => {
    expect(idleItems({ ...INITIAL_BOOKING_STATE, checkupSlug: 'whole_body_scan' })).toEqual([
      expect.objectContaining({ item_id: 'whole_body_scan', price: 0 }),
    ]);
    expect(idleItems(INITIAL_BOOKING_STATE)).toEqual([]);
  });

  it('carries locale, location, date and Zurich time into the event', () => {
    const payload = checkoutEventPayload(
      'checkout_popup_open',
      idleCheckoutContext(priced, 'de-ch'),
    );
    expect(payload).toMatchObject({
      event: 'checkout_popup_open',
      locale: 'de-ch',
      timezone: 'Europe/Zurich',
      location: 'bern',
      selectedDate: '2026-12-14',
      selectedTime: '09:15',
      ecommerce: { value: 5670 },
    });
  });
});
