import { INITIAL_BOOKING_STATE } from '../state/types';
import { stepHref } from './stepHref';

describe('stepHref', () => {
  it('carries the booking keys, services repeated, and nothing else', () => {
    expect(stepHref('/location', INITIAL_BOOKING_STATE)).toBe('/location');
    expect(
      stepHref('/timeslot', {
        ...INITIAL_BOOKING_STATE,
        checkupSlug: 'whole_body_scan',
        services: ['dxa', 'brain_age'],
        locationSlug: 'bern',
        isPartnerBooking: true,
        personalData: { ...INITIAL_BOOKING_STATE.personalData, email: 'anna@example.ch' },
      }),
    ).toBe(
      '/timeslot?checkup=whole_body_scan&services=dxa&services=brain_age&location=bern&isPartnerBooking=true',
    );
  });
});
