import { bookingReducer } from '@/features/booking/state/reducer';
import { isPartnerCurrentlyBooking } from '@/features/booking/state/selectors';
import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import { invitationOf } from './invitationLink';
import { partnerBookingActions } from './partnerInvitation';

const ID = '3f1c2b9e-5d4a-4c3b-8a7f-0e9d8c7b6a51';

describe('invitationOf', () => {
  it('reads a partner link', () => {
    expect(invitationOf({ reservationIdPartner: ID, partner: 'true' })).toBe(ID);
  });

  it.each([
    [{ reservationIdPartner: ID }],
    [{ reservationIdPartner: ID, partner: 'false' }],
    [{ reservationIdPartner: 'not-an-id', partner: 'true' }],
    [{ partner: 'true' }],
  ])('ignores %j', (query) => {
    expect(invitationOf(query)).toBeNull();
  });
});

describe('partnerBookingActions', () => {
  it('starts a fresh booking with the prepaid check-up, the booker location and the partner name', () => {
    const before = {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'x',
      services: ['dxa'],
      isPartnerBooking: true,
      reservationId: 'old',
    };
    const state = partnerBookingActions(
      {
        id: ID,
        checkupSlug: 'whole_body_scan',
        locationSlug: 'bern',
        timeSlotStart: '2026-12-14T10:00:00+01:00',
        partner: { firstName: 'Ben', lastName: 'Muster' },
      },
      'ben@example.ch',
    ).reduce(bookingReducer, before);
    expect(state).toMatchObject({
      checkupSlug: 'whole_body_scan',
      locationSlug: 'bern',
      services: [],
      reservationId: null,
      isPartnerBooking: false,
      reservationIdPartner: ID,
      timeSlotStart: null,
    });
    expect(state.personalData).toMatchObject({
      firstName: 'Ben',
      lastName: 'Muster',
      email: 'ben@example.ch',
    });
    expect(isPartnerCurrentlyBooking(state)).toBe(true);
  });
});
