import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import {
  PAYMENT_DATA_PATH,
  paymentDataKey,
  paymentDataQuery,
  storedPaymentData,
} from './paymentData';
import { formatDay, formatSlotDate, formatSlotRange } from './slotFormat';

const base: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan_with_blood_test',
};

describe('paymentDataQuery', () => {
  it('asks nothing without a check-up', () => {
    expect(paymentDataQuery(INITIAL_BOOKING_STATE, 'de')).toBeNull();
  });

  it('takes another code for the code check, or none', () => {
    const withCode = { ...base, discountCode: 'SPRING10' };
    expect(paymentDataQuery(withCode, 'de')).toMatchObject({ discountCode: 'SPRING10' });
    expect(paymentDataQuery(withCode, 'de', 'WELCOME10')).toMatchObject({
      discountCode: 'WELCOME10',
    });
    expect(paymentDataQuery(withCode, 'de', null)).not.toHaveProperty('discountCode');
  });

  it('carries the selection, partner flags and language', () => {
    expect(paymentDataQuery(base, 'en')).toEqual({
      checkupSlug: 'whole_body_scan_with_blood_test',
      isPartnerBooking: 'false',
      isPartnerCurrentlyBooking: 'false',
      language: 'en',
    });
    expect(
      paymentDataQuery(
        {
          ...base,
          services: ['dxa', 'brain_age'],
          locationSlug: 'basel_rheinfelden',
          discountCode: 'SPRING10',
          isPartnerBooking: true,
          reservationIdPartner: '6f1c1f0e-2b7c-4c43-9d89-5c1e0f7c1a11',
        },
        'de',
      ),
    ).toEqual({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'basel_rheinfelden',
      discountCode: 'SPRING10',
      services: 'dxa,brain_age',
      isPartnerBooking: 'true',
      isPartnerCurrentlyBooking: 'true',
      language: 'de',
    });
  });
});

describe('paymentDataKey', () => {
  const slot = '2026-12-14T09:15:00+01:00';

  it('is path, query and slot (a new slot asks again, SPEC 4)', () => {
    expect(paymentDataKey({ ...base, timeSlotStart: slot }, 'en')).toEqual([
      PAYMENT_DATA_PATH,
      paymentDataQuery(base, 'en'),
      slot,
    ]);
  });

  it('asks nothing for the booking without a check-up or after the reservation succeeded', () => {
    expect(paymentDataKey(INITIAL_BOOKING_STATE, 'de')).toBeNull();
    expect(paymentDataKey({ ...base, isReservationSuccess: true }, 'de')).toBeNull();
  });

  it('the code check asks with the typed-in code, also after reserving', () => {
    const reserved = { ...base, isReservationSuccess: true, timeSlotStart: slot };
    expect(paymentDataKey(reserved, 'de', 'WELCOME10')).toEqual([
      PAYMENT_DATA_PATH,
      { ...paymentDataQuery(base, 'de'), discountCode: 'WELCOME10' },
      slot,
    ]);
    expect(paymentDataKey(INITIAL_BOOKING_STATE, 'de', 'WELCOME10')).toBeNull();
  });

  it('a code that became the booking’s gives the same key as its check', () => {
    expect(paymentDataKey({ ...base, discountCode: 'WELCOME10' }, 'de')).toEqual(
      paymentDataKey(base, 'de', 'WELCOME10'),
    );
  });
});

describe('storedPaymentData', () => {
  it('reads back well-formed stored data and ignores anything else', () => {
    expect(storedPaymentData(base)).toBeNull();
    const data = {
      currency: 'CHF',
      items: [{ kind: 'package', slug: 'x', label: 'X', amount: 10 }],
      total: 10,
    };
    expect(
      storedPaymentData({ ...base, paymentData: data, paymentDataDiscounted: data, discounts: [] }),
    ).toEqual({
      paymentData: data,
      paymentDataDiscounted: data,
      discounts: [],
    });
    expect(
      storedPaymentData({ ...base, paymentData: { total: 'x' }, paymentDataDiscounted: data }),
    ).toBeNull();
  });
});

describe('slot formatting (Zurich clock)', () => {
  it('formats day and time ranges in the language, across offsets', () => {
    expect(formatSlotDate('2026-12-14T09:15:00+01:00', 'de')).toBe('Montag, 14. Dezember 2026');
    expect(formatSlotDate('2026-12-14T08:15:00Z', 'en')).toBe('Monday, 14 December 2026');
    expect(formatSlotRange('2026-12-14T08:15:00Z', '2026-12-14T11:10:00+01:00')).toBe(
      '09:15–11:10',
    );
    expect(formatSlotRange('2027-03-28T09:00:00+02:00', null)).toBe('09:00');
    expect(formatSlotDate('not a date', 'de')).toBeNull();
    expect(formatDay('2027-03-28', 'de')).toBe('Sonntag, 28. März 2027');
  });
});
