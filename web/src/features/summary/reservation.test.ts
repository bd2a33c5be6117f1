import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import type { SummaryFormValues } from './formSchema';
import {
  createOutcomeOf,
  createReservationBody,
  partnerDataOf,
  personalDataOf,
} from './reservation';

const values: SummaryFormValues = {
  firstName: ' Anna ',
  lastName: 'Muster',
  email: 'anna@example.ch ',
  phoneCountry: 'DE',
  phoneNational: '0151 2345 6789',
  birthDate: '1980-5-17', // as typed: the month without its zero
  biologicalSex: 'female',
  street: 'Hauptstrasse 5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  partnerFirstName: 'Ben',
  partnerLastName: 'Muster',
  partnerEmail: 'ben@example.de',
  discountCode: '',
  paymentOption: 'full',
  consent: true,
  lateTermsAccepted: false,
};

const state: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  locationSlug: 'bern',
  services: ['brain_age'],
  timeSlotStart: '2026-12-14T10:00:00+01:00',
  discountCode: 'WELCOME10',
  isPartnerBooking: true,
  personalData: personalDataOf(values, 'en-de'),
  personalDataPartner: partnerDataOf(values),
};

describe('personal data', () => {
  it('trims, combines the phone, writes the birth date as yyyy-MM-dd and records language and locale', () => {
    expect(personalDataOf(values, 'en-de')).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      phone: '+4915123456789',
      birthDate: '1980-05-17',
      biologicalSex: 'female',
      street: 'Hauptstrasse 5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      language: 'en',
      localization: 'en-de',
    });
  });
});

describe('createReservationBody', () => {
  it('sends the booking, a payment id of slug and time, and the partner for a partner booking', () => {
    const body = createReservationBody(state, 'http://localhost/en-de/summary', 1_700_000_000_000);
    expect(body).toEqual({
      reservationData: {
        checkupSlug: 'whole_body_scan',
        timeSlotStart: '2026-12-14T10:00:00+01:00',
        locationSlug: 'bern',
        services: ['brain_age'],
        paymentId: 'whole_body_scan-1700000000000',
        personalData: state.personalData,
        discountCode: 'WELCOME10',
        reservationIdPartner: null,
        personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.de' },
      },
      url: 'http://localhost/en-de/summary',
    });
  });

  it('carries the releases still under way, and no releases key without them', () => {
    const hold = {
      reservationId: '7d9f4c1e-0000-4000-8000-000000000001',
      email: 'anna@example.ch',
    };
    const body = createReservationBody(state, 'u', 1, [hold]);
    expect(body.releases).toEqual([hold]);
    expect(createReservationBody(state, 'u', 1, [])).not.toHaveProperty('releases');
    // the default: the app's releaser, with nothing under way here
    expect(createReservationBody(state, 'u')).not.toHaveProperty('releases');
  });

  it('names the slot the waitlist holds for the visitor last in the releases (five at most)', () => {
    const waitlistHold = {
      reservationId: '7d9f4c1e-0000-4000-8000-0000000000aa',
      email: 'waiting@example.ch',
      start: '2026-12-14T10:00:00+01:00',
      expiresAt: '2026-12-01T10:30:00+01:00',
    };
    const others = [1, 2, 3, 4, 5].map((n) => ({
      reservationId: `7d9f4c1e-0000-4000-8000-00000000000${n}`,
      email: 'anna@example.ch',
    }));
    const body = createReservationBody({ ...state, waitlistHold }, 'u', 1, others);
    expect(body.releases).toEqual([
      ...others.slice(1),
      { reservationId: waitlistHold.reservationId, email: waitlistHold.email },
    ]);
    expect(createReservationBody({ ...state, waitlistHold }, 'u', 1, []).releases).toEqual([
      { reservationId: waitlistHold.reservationId, email: 'waiting@example.ch' },
    ]);
  });

  it('sends no partner data for a booking alone or for the partner own booking', () => {
    expect(
      createReservationBody({ ...state, isPartnerBooking: false }, 'u').reservationData
        .personalDataPartner,
    ).toBeNull();
    const own = createReservationBody(
      { ...state, reservationIdPartner: 'b2c1f9a4-0000-4000-8000-000000000001' },
      'u',
    );
    expect(own.reservationData.personalDataPartner).toBeNull();
    expect(own.reservationData.reservationIdPartner).toBe('b2c1f9a4-0000-4000-8000-000000000001');
  });
});

describe('createOutcomeOf', () => {
  // The answers of POST /api/reservation/create as its contract states them.
  const answer = (status: 'pending' | 'confirmed') => ({
    reservation: {
      id: 'r1',
      name: 'R-1',
      status,
      result:
        status === 'confirmed'
          ? ('reserve-timeslot-success-with-downpayment' as const)
          : ('reserve-timeslot-success' as const),
      paymentToken: 'v1.x.y',
    },
  });

  it('reads a pending hold and a booking confirmed at once', () => {
    expect(createOutcomeOf(answer('pending'))).toEqual({
      kind: 'pay',
      reservationId: 'r1',
      reservationName: 'R-1',
    });
    expect(createOutcomeOf(answer('confirmed'))?.kind).toBe('confirmed');
    // a body without a reservation (a proxy's error page parsed as JSON): no outcome
    expect(createOutcomeOf({ nothing: true } as never)).toBeNull();
    expect(createOutcomeOf(null)).toBeNull();
  });
});
