import { INITIAL_BOOKING_STATE, parseBookingState, type BookingState } from './types';

const FULL: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan_with_blood_test',
  locationSlug: 'zurich_bellevue',
  services: ['dxa', 'ecg'],
  discountCode: 'SPRING',
  selectedDate: '2026-06-12',
  timeSlotStart: '2026-06-12T09:30:00.000+02:00',
  timeSlotEnd: '2026-06-12T11:00:00.000+02:00',
  totalDuration: 90,
  paymentData: { currency: 'CHF', total: 2490, items: [] },
  paymentDataDiscounted: { currency: 'CHF', total: 2290, items: [] },
  discounts: [{ kind: 'code', label: 'SPRING', amount: -200 }],
  reservationId: '0b7d3c56-1f0a-4c8e-9a51-2f7a4d1c9e10',
  reservationName: 'R-1234',
  personalData: {
    ...INITIAL_BOOKING_STATE.personalData,
    firstName: 'Anna',
    biologicalSex: 'female',
    language: 'de',
    localization: 'de-ch',
  },
  personalDataPartner: { firstName: 'Ben', lastName: null, email: null },
  paymentOption: 'full',
  isReservationSuccess: true,
};

/** A copy of FULL with one (possibly nested) value replaced. */
function withValue(path: string[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(FULL)) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

describe('parseBookingState', () => {
  it('accepts the initial and a complete state through a JSON round trip', () => {
    expect(parseBookingState(JSON.parse(JSON.stringify(INITIAL_BOOKING_STATE)))).toEqual(
      INITIAL_BOOKING_STATE,
    );
    expect(parseBookingState(JSON.parse(JSON.stringify(FULL)))).toEqual(FULL);
  });

  it('drops unknown keys at every level', () => {
    const stored = {
      ...FULL,
      legacyField: 1,
      personalData: { ...FULL.personalData, password: 'x' },
      discounts: [{ ...FULL.discounts[0], extra: true }],
    };
    const parsed = parseBookingState(stored);
    expect(parsed).toEqual(FULL);
    expect(parsed).not.toHaveProperty('legacyField');
    expect(parsed!.personalData).not.toHaveProperty('password');
    expect(parsed!.discounts[0]).not.toHaveProperty('extra');
  });

  it('keeps the payment data objects as they are (the call owns their shape)', () => {
    const parsed = parseBookingState(withValue(['paymentData'], { anything: [1, 'two'] }));
    expect(parsed!.paymentData).toEqual({ anything: [1, 'two'] });
  });

  it.each<[string, string[], unknown]>([
    ['a missing field', ['checkupSlug'], undefined],
    ['a number for a string', ['locationSlug'], 42],
    ['a string in services that is not one', ['services'], ['dxa', 3]],
    ['services not an array', ['services'], 'dxa'],
    ['a duration as text', ['totalDuration'], '90'],
    ['payment data as an array', ['paymentData'], [1, 2]],
    ['payment data as text', ['paymentDataDiscounted'], 'CHF 10'],
    ['a discount without amount', ['discounts'], [{ kind: 'code', label: 'X' }]],
    ['an unknown payment option', ['paymentOption'], 'later'],
    ['a flag as text', ['isPaymentSuccess'], 'true'],
    ['an unknown sex', ['personalData', 'biologicalSex'], 'other'],
    ['a nested null object', ['personalData'], null],
    ['a partner email as number', ['personalDataPartner', 'email'], 5],
  ])('rejects %s', (_, path, value) => {
    expect(parseBookingState(withValue(path, value))).toBeNull();
  });

  it.each([null, undefined, 'state', 42, [], [FULL]])('rejects %p', (value) => {
    expect(parseBookingState(value)).toBeNull();
  });
});
