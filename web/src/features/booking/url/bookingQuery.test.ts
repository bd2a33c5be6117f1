import { INITIAL_BOOKING_STATE, type BookingState } from '../state/types';
import {
  mergeBookingQuery,
  parseBookingQuery,
  queryKey,
  queryToPatch,
  toBookingQuery,
  type KnownSlugs,
  type RawQuery,
} from './bookingQuery';

const known: KnownSlugs = {
  checkups: ['whole_body_scan_with_blood_test', 'whole_body_scan'],
  services: ['dxa', 'brain_age', 'lung_ct', 'blood_extended'],
  locations: ['zurich_bellevue', 'bern', 'basel_zentral', 'basel_rheinfelden'],
};
const RESERVATION = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
const SUMMER = new Date('2026-06-10T10:00:00Z');

const parse = (query: RawQuery, now: Date = SUMMER) => parseBookingQuery(query, { known, now });

describe('parseBookingQuery: booking keys', () => {
  test.each<[string, RawQuery, Record<string, unknown>]>([
    ['known check-up', { checkup: 'whole_body_scan' }, { checkupSlug: 'whole_body_scan' }],
    ['unknown check-up dropped', { checkup: 'brain_scan' }, {}],
    [
      'check-up first of repeated',
      { checkup: ['whole_body_scan', 'x'] },
      { checkupSlug: 'whole_body_scan' },
    ],
    ['single service', { services: 'dxa' }, { services: ['dxa'] }],
    ['repeated services', { services: ['dxa', 'lung_ct'] }, { services: ['dxa', 'lung_ct'] }],
    ['comma-joined services', { services: 'dxa,lung_ct' }, { services: ['dxa', 'lung_ct'] }],
    ['unknown service dropped, known kept', { services: ['dxa', 'nope'] }, { services: ['dxa'] }],
    ['duplicate services collapsed', { services: ['dxa', 'dxa'] }, { services: ['dxa'] }],
    ['only unknown services', { services: 'nope' }, {}],
    ['known location', { location: 'bern' }, { locationSlug: 'bern' }],
    ['unknown location dropped', { location: 'geneva' }, {}],
    ['valid date', { selectedDate: '2026-06-20' }, { selectedDate: '2026-06-20' }],
    ['not a real date', { selectedDate: '2027-02-30' }, {}],
    ['leap day in a leap year', { selectedDate: '2028-02-29' }, { selectedDate: '2028-02-29' }],
    ['leap day outside a leap year', { selectedDate: '2027-02-29' }, {}],
    ['wrong shape', { selectedDate: '20.06.2026' }, {}],
    ['shape with time', { selectedDate: '2026-06-20T10:00' }, {}],
    ['date in the past', { selectedDate: '2026-06-09' }, {}],
    ['today is allowed', { selectedDate: '2026-06-10' }, { selectedDate: '2026-06-10' }],
    ['discount code', { discountCode: 'SUMMER-26' }, { discountCode: 'SUMMER-26' }],
    ['discount code with spaces dropped', { discountCode: 'a b' }, {}],
    ['reservation id', { reservationId: RESERVATION }, { reservationId: RESERVATION }],
    ['reservation id not a uuid', { reservationId: '42' }, {}],
    ['partner flag true', { isPartnerBooking: 'true' }, { isPartnerBooking: true }],
    ['partner flag false', { isPartnerBooking: 'false' }, { isPartnerBooking: false }],
    ['partner flag other string dropped', { isPartnerBooking: '1' }, {}],
    ['empty values dropped', { checkup: '', location: ' ' }, {}],
  ])('%s', (_name, query, expected) => {
    expect(parse(query).booking).toEqual(expected);
  });
});

describe('parseBookingQuery: selectedDate against startDate and today in Zurich', () => {
  test.each<[string, string, RawQuery, string | undefined, string]>([
    // [name, now (UTC), query, expected selectedDate, expected minDate]
    [
      'startDate later than today raises the minimum',
      '2026-06-10T10:00:00Z',
      { startDate: '2026-06-15', selectedDate: '2026-06-14' },
      undefined,
      '2026-06-15',
    ],
    [
      'date equal to startDate kept',
      '2026-06-10T10:00:00Z',
      { startDate: '2026-06-15', selectedDate: '2026-06-15' },
      '2026-06-15',
      '2026-06-15',
    ],
    [
      'startDate in the past does not allow past dates',
      '2026-06-10T10:00:00Z',
      { startDate: '2026-06-01', selectedDate: '2026-06-05' },
      undefined,
      '2026-06-10',
    ],
    [
      'invalid startDate ignored',
      '2026-06-10T10:00:00Z',
      { startDate: '2026-13-01', selectedDate: '2026-06-10' },
      '2026-06-10',
      '2026-06-10',
    ],
    // 22:30 UTC in summer is 00:30 the next day in Zurich (CEST, UTC+2)
    [
      'summer: after midnight in Zurich, before in UTC: UTC day is past',
      '2026-06-14T22:30:00Z',
      { selectedDate: '2026-06-14' },
      undefined,
      '2026-06-15',
    ],
    [
      'summer: after midnight in Zurich: Zurich day is today',
      '2026-06-14T22:30:00Z',
      { selectedDate: '2026-06-15' },
      '2026-06-15',
      '2026-06-15',
    ],
    [
      'summer: 21:59 UTC is still the same day in Zurich',
      '2026-06-14T21:59:59Z',
      { selectedDate: '2026-06-14' },
      '2026-06-14',
      '2026-06-14',
    ],
    // winter: CET, UTC+1
    [
      'winter: 23:30 UTC is the next day in Zurich',
      '2026-01-10T23:30:00Z',
      { selectedDate: '2026-01-10' },
      undefined,
      '2026-01-11',
    ],
    [
      'winter: 22:59 UTC is the same day in Zurich',
      '2026-01-10T22:59:59Z',
      { selectedDate: '2026-01-10' },
      '2026-01-10',
      '2026-01-10',
    ],
    // DST starts 2026-03-29 (02:00 CET -> 03:00 CEST)
    [
      'spring forward: 23:00 UTC on the 28th is the 29th in Zurich',
      '2026-03-28T23:00:00Z',
      { selectedDate: '2026-03-28' },
      undefined,
      '2026-03-29',
    ],
    [
      'spring forward: 22:59 UTC on the 28th is still the 28th',
      '2026-03-28T22:59:59Z',
      { selectedDate: '2026-03-28' },
      '2026-03-28',
      '2026-03-28',
    ],
    [
      'spring forward: 22:00 UTC on the 29th is the 30th (now UTC+2)',
      '2026-03-29T22:00:00Z',
      { selectedDate: '2026-03-29' },
      undefined,
      '2026-03-30',
    ],
    // DST ends 2026-10-25 (03:00 CEST -> 02:00 CET)
    [
      'fall back: 22:00 UTC on the 24th is the 25th (still UTC+2)',
      '2026-10-24T22:00:00Z',
      { selectedDate: '2026-10-24' },
      undefined,
      '2026-10-25',
    ],
    [
      'fall back: 22:30 UTC on the 25th is still the 25th (now UTC+1)',
      '2026-10-25T22:30:00Z',
      { selectedDate: '2026-10-25' },
      '2026-10-25',
      '2026-10-25',
    ],
    [
      'fall back: 23:00 UTC on the 25th is the 26th',
      '2026-10-25T23:00:00Z',
      { selectedDate: '2026-10-25' },
      undefined,
      '2026-10-26',
    ],
  ])('%s', (_name, now, query, selectedDate, minDate) => {
    const parsed = parse(query, new Date(now));
    expect(parsed.booking.selectedDate).toBe(selectedDate);
    expect(parsed.minDate).toBe(minDate);
  });
});

describe('parseBookingQuery: prefill and payment return', () => {
  test('reads valid personal data and drops invalid fields', () => {
    const parsed = parse({
      firstname: ' Anna ',
      lastname: 'Muster',
      email: 'anna@example.ch',
      phone: '+41 79 123 45 67',
      birthdate: '1980-02-29',
      sex: 'FEMALE',
      street: 'Bahnhofstrasse 1',
      postalcode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
    expect(parsed.prefill.personalData).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      phone: '+41791234567',
      birthDate: '1980-02-29',
      biologicalSex: 'female',
      street: 'Bahnhofstrasse 1',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
  });

  test.each<[string, RawQuery]>([
    ['email without dot', { email: 'anna@example' }],
    ['email with space', { email: 'an na@example.ch' }],
    ['phone too short', { phone: '1234567' }],
    ['phone too long', { phone: '+1234567890123456' }],
    ['phone with letters', { phone: '+41 79 abc 45 67' }],
    ['birthdate not real', { birthdate: '1981-02-29' }],
    ['birthdate in the future', { birthdate: '2030-01-01' }],
    ['sex unknown', { sex: 'x' }],
    ['postal code with symbols', { postalcode: '80<1' }],
    ['name with markup', { firstname: '<script>' }],
  ])('drops %s', (_name, query) => {
    expect(parse(query).prefill.personalData).toEqual({});
  });

  test('partner link and time slot', () => {
    const parsed = parse({
      partner: 'true',
      reservationIdPartner: RESERVATION,
      'timeslot-start': '2026-06-12T09:30:00+02:00',
      startDate: '2026-06-11',
    });
    expect(parsed.prefill).toMatchObject({
      partner: true,
      reservationIdPartner: RESERVATION,
      timeSlotStart: '2026-06-12T09:30:00.000+02:00',
      startDate: '2026-06-11',
    });
  });

  test.each([
    ['no offset', '2026-06-12T09:30:00'],
    ['in the past', '2026-06-09T09:30:00+02:00'],
    ['not a date', 'tomorrow'],
    ['impossible hour', '2026-06-12T25:30:00+02:00'],
  ])('drops a time slot with %s', (_name, value) => {
    expect(parse({ 'timeslot-start': value }).prefill.timeSlotStart).toBeUndefined();
  });

  test('payment provider return values', () => {
    expect(
      parse({ redirect_status: 'succeeded', payment_intent_client_secret: 'pi_3Abc_secret_XyZ' })
        .paymentReturn,
    ).toEqual({ redirectStatus: 'succeeded', paymentIntentClientSecret: 'pi_3Abc_secret_XyZ' });
    expect(
      parse({ redirect_status: 'Succeeded!', payment_intent_client_secret: 'a b' }).paymentReturn,
    ).toEqual({});
  });

  test('queryToPatch carries booking values, slot and personal data only', () => {
    const patch = queryToPatch(
      parse({
        checkup: 'whole_body_scan',
        email: 'a@b.ch',
        'timeslot-start': '2026-06-12T09:30:00+02:00',
        partner: 'true',
      }),
    );
    expect(patch).toEqual({
      checkupSlug: 'whole_body_scan',
      personalData: { email: 'a@b.ch' },
      timeSlotStart: '2026-06-12T09:30:00.000+02:00',
    });
  });
});

describe('toBookingQuery / mergeBookingQuery', () => {
  const state: BookingState = {
    ...INITIAL_BOOKING_STATE,
    checkupSlug: 'whole_body_scan',
    services: ['dxa', 'lung_ct'],
    locationSlug: 'bern',
    selectedDate: '2026-06-20',
    discountCode: 'SUMMER',
    reservationId: RESERVATION,
    isPartnerBooking: true,
  };

  test('writes every set value and nothing else', () => {
    expect(toBookingQuery(state)).toEqual({
      checkup: 'whole_body_scan',
      services: ['dxa', 'lung_ct'],
      location: 'bern',
      selectedDate: '2026-06-20',
      discountCode: 'SUMMER',
      reservationId: RESERVATION,
      isPartnerBooking: 'true',
    });
    expect(toBookingQuery(INITIAL_BOOKING_STATE)).toEqual({});
  });

  test('round trip: parse(toBookingQuery(state)) gives the state back', () => {
    const parsed = parse(toBookingQuery(state));
    expect(parsed.booking).toEqual({
      checkupSlug: 'whole_body_scan',
      services: ['dxa', 'lung_ct'],
      locationSlug: 'bern',
      selectedDate: '2026-06-20',
      discountCode: 'SUMMER',
      reservationId: RESERVATION,
      isPartnerBooking: true,
    });
  });

  test('merge keeps foreign params, replaces booking keys, strips personal prefill', () => {
    const merged = mergeBookingQuery(
      {
        utm_source: 'news',
        checkup: 'whole_body_scan_with_blood_test',
        email: 'a@b.ch',
        partner: 'true',
        startDate: '2026-06-11',
      },
      { ...INITIAL_BOOKING_STATE, checkupSlug: 'whole_body_scan' },
    );
    expect(merged).toEqual({
      utm_source: 'news',
      partner: 'true',
      startDate: '2026-06-11',
      checkup: 'whole_body_scan',
    });
  });

  test('queryKey ignores key order but not value order', () => {
    expect(queryKey({ a: '1', b: ['2', '3'] })).toBe(queryKey({ b: ['2', '3'], a: '1' }));
    expect(queryKey({ b: ['2', '3'] })).not.toBe(queryKey({ b: ['3', '2'] }));
  });
});
