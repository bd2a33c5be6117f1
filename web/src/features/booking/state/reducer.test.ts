import { mergeBookingQuery } from '../url/bookingQuery';
import {
  bookingReducer,
  hasPendingReservation,
  reservationInputsChanged,
  type BookingAction,
} from './reducer';
import {
  canCreateReservation,
  createPaymentId,
  isPartnerBooking,
  isPartnerCurrentlyBooking,
  isReservationValid,
  shouldRefetchPaymentData,
} from './selectors';
import {
  BOOKING_STATE_KEY,
  loadBookingState,
  saveBookingState,
  withoutPastSelection,
  type KeyValueStorage,
} from './storage';
import { SLOT, WITH_SLOT } from './__fixtures__/bookings';
import { createBookingStore } from './store';
import { INITIAL_BOOKING_STATE, type BookingState } from './types';

const run = (state: BookingState, ...actions: BookingAction[]) =>
  actions.reduce(bookingReducer, state);

const withSlot = WITH_SLOT;

const complete: BookingState = {
  ...withSlot,
  personalData: {
    ...INITIAL_BOOKING_STATE.personalData,
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'a@b.ch',
  },
};

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('bookingReducer invariants', () => {
  test('another check-up clears the time slot and duration', () => {
    const next = run(withSlot, { type: 'selectCheckup', slug: 'whole_body_scan_with_blood_test' });
    expect(next).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      timeSlotStart: null,
      timeSlotEnd: null,
      totalDuration: null,
    });
    expect(next.locationSlug).toBe('bern');
  });

  test('the same check-up changes nothing (same object)', () => {
    expect(run(withSlot, { type: 'selectCheckup', slug: 'whole_body_scan' })).toBe(withSlot);
  });

  test('another location clears the time slot, keeps the check-up', () => {
    const next = run(withSlot, { type: 'selectLocation', slug: 'basel_zentral' });
    expect(next).toMatchObject({
      locationSlug: 'basel_zentral',
      checkupSlug: 'whole_body_scan',
      timeSlotStart: null,
      timeSlotEnd: null,
    });
  });

  test('another day clears a slot on a different day, keeps it on its own day', () => {
    expect(run(withSlot, { type: 'selectDate', date: '2026-06-13' })).toMatchObject({
      selectedDate: '2026-06-13',
      timeSlotStart: null,
    });
    const other = run(
      { ...withSlot, selectedDate: '2026-06-11' },
      { type: 'selectDate', date: '2026-06-12' },
    );
    expect(other.timeSlotStart).toBe(SLOT);
  });

  test('a time slot sets its Zurich day as the selected date', () => {
    // 23:30 UTC is already the next day in Zurich
    const next = run(INITIAL_BOOKING_STATE, {
      type: 'selectTimeSlot',
      start: '2026-06-12T22:30:00Z',
      end: null,
      totalDuration: 90,
    });
    expect(next).toMatchObject({
      selectedDate: '2026-06-13',
      timeSlotStart: '2026-06-12T22:30:00Z',
      totalDuration: 90,
    });
  });

  test('clearing the slot also clears its end', () => {
    expect(run(withSlot, { type: 'selectTimeSlot', start: null, end: 'x' })).toMatchObject({
      timeSlotStart: null,
      timeSlotEnd: null,
    });
  });

  test('services: set de-duplicates, toggle adds and removes; services do not clear the slot', () => {
    let s = run(withSlot, { type: 'setServices', services: ['dxa', 'dxa', 'lung_ct'] });
    expect(s.services).toEqual(['dxa', 'lung_ct']);
    s = run(
      s,
      { type: 'toggleService', slug: 'dxa' },
      { type: 'toggleService', slug: 'brain_age' },
    );
    expect(s.services).toEqual(['lung_ct', 'brain_age']);
    expect(s.timeSlotStart).toBe(SLOT);
  });

  test('discount code is trimmed; blank means none', () => {
    expect(
      run(INITIAL_BOOKING_STATE, { type: 'setDiscountCode', code: ' SUMMER ' }).discountCode,
    ).toBe('SUMMER');
    expect(
      run(INITIAL_BOOKING_STATE, { type: 'setDiscountCode', code: '  ' }).discountCode,
    ).toBeNull();
  });

  test('reservation lifecycle flags', () => {
    let s = run(complete, { type: 'reservationStarted' });
    expect(s.isProcessing).toBe(true);
    s = run(s, { type: 'reservationSucceeded', reservationId: 'r-1', reservationName: 'RES-1' });
    expect(s).toMatchObject({
      isProcessing: false,
      isReservationSuccess: true,
      reservationId: 'r-1',
      reservationName: 'RES-1',
    });
    s = run(s, { type: 'paymentSucceeded' });
    expect(s.isPaymentSuccess).toBe(true);
    expect(
      run(complete, { type: 'reservationStarted' }, { type: 'reservationFailed' }).isProcessing,
    ).toBe(false);
  });

  test('partner verified stores the partner reservation and the verified email', () => {
    const s = run(INITIAL_BOOKING_STATE, {
      type: 'partnerVerified',
      reservationIdPartner: 'p-1',
      email: 'p@b.ch',
    });
    expect(s.reservationIdPartner).toBe('p-1');
    expect(s.personalData.email).toBe('p@b.ch');
    expect(isPartnerCurrentlyBooking(s)).toBe(true);
  });

  test('applyQuery: present values override, a URL slot wins over a URL date', () => {
    const s = run(withSlot, {
      type: 'applyQuery',
      patch: {
        locationSlug: 'basel_zentral',
        services: ['dxa'],
        personalData: { firstName: 'Eva' },
      },
    });
    expect(s).toMatchObject({
      locationSlug: 'basel_zentral',
      services: ['dxa'],
      timeSlotStart: null,
      checkupSlug: 'whole_body_scan',
    });
    expect(s.personalData.firstName).toBe('Eva');
    const t = run(INITIAL_BOOKING_STATE, {
      type: 'applyQuery',
      patch: { selectedDate: '2026-06-20', timeSlotStart: SLOT },
    });
    expect(t).toMatchObject({ timeSlotStart: SLOT, selectedDate: '2026-06-12' });
  });

  test('applyQuery with values equal to the state returns the same object', () => {
    expect(
      run(withSlot, {
        type: 'applyQuery',
        patch: { checkupSlug: 'whole_body_scan', services: [], selectedDate: '2026-06-12' },
      }),
    ).toBe(withSlot);
  });

  test('reset returns the initial state', () => {
    expect(run(complete, { type: 'reset' })).toEqual(INITIAL_BOOKING_STATE);
  });
});

describe('changing the booking after a reservation was made (docs/spec.md)', () => {
  const RESERVATION_ID = '7d9f4c1e-0000-4000-8000-000000000001';
  const PARTNER_ID = '3f1c2b9e-5d4a-4c3b-8a7f-0e9d8c7b6a51';
  const OTHER_SLOT = '2026-06-12T14:00:00.000+02:00';
  const payment = { currency: 'CHF', items: [], total: 2990 };
  /** After "Reserve": a pending hold, not paid yet. */
  const reserved: BookingState = run(
    {
      ...complete,
      services: ['dxa', 'brain_age'],
      discountCode: 'SPRING',
      paymentOption: 'full',
      paymentData: payment,
      paymentDataDiscounted: payment,
    },
    { type: 'reservationStarted' },
    { type: 'reservationSucceeded', reservationId: RESERVATION_ID, reservationName: 'BER-1' },
  );
  const released = { reservationId: null, reservationName: null, isReservationSuccess: false };

  test('the fixture holds a pending reservation', () => {
    expect(hasPendingReservation(reserved)).toBe(true);
    expect(hasPendingReservation(complete)).toBe(false);
    expect(hasPendingReservation({ ...reserved, isPaymentSuccess: true })).toBe(false);
  });

  test.each<[string, BookingAction, Partial<BookingState>]>([
    [
      'another check-up',
      { type: 'selectCheckup', slug: 'whole_body_scan_with_blood_test' },
      { checkupSlug: 'whole_body_scan_with_blood_test', timeSlotStart: null },
    ],
    [
      'another add-on list',
      { type: 'setServices', services: ['dxa', 'lung_ct'] },
      { services: ['dxa', 'lung_ct'] },
    ],
    ['an add-on toggled off', { type: 'toggleService', slug: 'dxa' }, { services: ['brain_age'] }],
    [
      'another location',
      { type: 'selectLocation', slug: 'basel_zentral' },
      { locationSlug: 'basel_zentral', timeSlotStart: null },
    ],
    ['another slot', { type: 'selectTimeSlot', start: OTHER_SLOT }, { timeSlotStart: OTHER_SLOT }],
    [
      'the slot cleared (taken meanwhile)',
      { type: 'selectTimeSlot', start: null },
      { timeSlotStart: null },
    ],
    [
      'another day (drops the slot)',
      { type: 'selectDate', date: '2026-06-13' },
      { timeSlotStart: null },
    ],
    [
      'another slot from the URL',
      { type: 'applyQuery', patch: { timeSlotStart: OTHER_SLOT } },
      { timeSlotStart: OTHER_SLOT },
    ],
    [
      'another location from the URL',
      { type: 'applyQuery', patch: { locationSlug: 'basel_zentral' } },
      { locationSlug: 'basel_zentral' },
    ],
  ])('%s releases the pending reservation', (_name, action, expected) => {
    const next = run(reserved, action);
    expect(next).toMatchObject({ ...expected, ...released });
    // Prices are refetched live again (SPEC 4); /payment sends back to the summary (SPEC 2).
    expect(shouldRefetchPaymentData(next)).toBe(true);
    // Nothing else of the booking is lost: the visitor reserves again from the summary.
    expect(next).toMatchObject({
      personalData: reserved.personalData,
      discountCode: 'SPRING',
      paymentOption: 'full',
    });
  });

  test.each<[string, BookingAction]>([
    ['the same check-up', { type: 'selectCheckup', slug: 'whole_body_scan' }],
    ['the same add-ons', { type: 'setServices', services: ['dxa', 'brain_age'] }],
    ['the same location', { type: 'selectLocation', slug: 'bern' }],
    [
      'the same slot',
      { type: 'selectTimeSlot', start: SLOT, end: '2026-06-12T11:00:00.000+02:00' },
    ],
    ['the slot’s own day', { type: 'selectDate', date: '2026-06-12' }],
    ['the same discount code', { type: 'setDiscountCode', code: ' SPRING ' }],
    ['the same personal data', { type: 'setPersonalData', data: { firstName: 'Anna' } }],
    [
      'the URL echoing the booking',
      {
        type: 'applyQuery',
        patch: {
          checkupSlug: 'whole_body_scan',
          services: ['dxa', 'brain_age'],
          locationSlug: 'bern',
          selectedDate: '2026-06-12',
          reservationId: RESERVATION_ID,
        },
      },
    ],
  ])('%s keeps it (same object)', (_name, action) => {
    expect(run(reserved, action)).toBe(reserved);
  });

  test.each<[string, BookingAction]>([
    [
      'the slot end and duration from the server',
      { type: 'setSlotEnd', timeSlotEnd: '2026-06-12T11:05:00.000+02:00', totalDuration: 95 },
    ],
    [
      'deposit or full amount (chosen again on /payment)',
      { type: 'setPaymentOption', option: 'deposit' },
    ],
    ['the add-ons in another order', { type: 'setServices', services: ['brain_age', 'dxa'] }],
  ])('%s keeps it', (_name, action) => {
    expect(run(reserved, action)).toMatchObject({
      reservationId: RESERVATION_ID,
      isReservationSuccess: true,
    });
  });

  // The server fixes the total, discount code included, when the hold is created
  // (api/reservation/create -> quoteReservation): a new code counts only for a new reservation.
  test.each<[string, string | null]>([
    ['another discount code', 'WELCOME10'],
    ['the discount code removed', null],
  ])('%s releases it, so the price is refetched with the code', (_name, code) => {
    const next = run(reserved, { type: 'setDiscountCode', code });
    expect(next).toMatchObject({ discountCode: code, ...released });
    expect(shouldRefetchPaymentData(next)).toBe(true);
  });

  // The hold carries the personal data it was made with, and /payment looks it up by id and
  // email: data changed after "Reserve" must be reserved again to count.
  test.each<[string, BookingAction]>([
    ['another email', { type: 'setPersonalData', data: { email: 'other@b.ch' } }],
    ['another street', { type: 'setPersonalData', data: { street: 'Bahnhofstrasse 2' } }],
    ['another partner', { type: 'setPartnerData', data: { email: 'p@b.ch' } }],
    [
      'personal data from a URL prefill',
      { type: 'applyQuery', patch: { personalData: { lastName: 'Meier' } } },
    ],
  ])('%s releases it', (_name, action) => {
    expect(run(reserved, action)).toMatchObject(released);
  });

  test('partner booking fields stay as they are when the reservation is released', () => {
    const partnerBooking = {
      ...reserved,
      isPartnerBooking: true,
      reservationIdPartner: PARTNER_ID,
    };
    const next = run(partnerBooking, { type: 'selectTimeSlot', start: OTHER_SLOT });
    expect(next).toMatchObject({
      ...released,
      isPartnerBooking: true,
      reservationIdPartner: PARTNER_ID,
    });
    // Turning the partner booking on or off changes the price: that releases it too.
    expect(run(reserved, { type: 'setPartnerBooking', value: true })).toMatchObject({
      ...released,
      isPartnerBooking: true,
    });
  });

  test('after payment (or a booking confirmed with nothing due) nothing is released', () => {
    const paid = run(reserved, { type: 'paymentSucceeded' });
    for (const action of [
      { type: 'selectCheckup', slug: 'whole_body_scan_with_blood_test' },
      { type: 'setServices', services: [] },
      { type: 'selectLocation', slug: 'basel_zentral' },
      { type: 'selectTimeSlot', start: OTHER_SLOT },
      { type: 'setDiscountCode', code: 'WELCOME10' },
      { type: 'setPersonalData', data: { email: 'other@b.ch' } },
    ] satisfies BookingAction[]) {
      expect(run(paid, action)).toMatchObject({
        reservationId: RESERVATION_ID,
        reservationName: 'BER-1',
        isReservationSuccess: true,
        isPaymentSuccess: true,
      });
    }
  });

  test('without a reservation a change touches no reservation fields', () => {
    expect(run(complete, { type: 'selectTimeSlot', start: OTHER_SLOT })).toMatchObject({
      timeSlotStart: OTHER_SLOT,
      reservationId: null,
      isReservationSuccess: false,
    });
  });

  test('a URL naming a reservation of its own is taken with its booking (a link, an unpaid resume)', () => {
    const OTHER_ID = '7d9f4c1e-0000-4000-8000-000000000002';
    expect(
      run(reserved, {
        type: 'applyQuery',
        patch: { reservationId: OTHER_ID, locationSlug: 'basel_zentral' },
      }),
    ).toMatchObject({
      reservationId: OTHER_ID,
      locationSlug: 'basel_zentral',
      reservationName: 'BER-1',
    });
    // The resume of an unpaid reservation: its booking applied, then the reservation stored.
    const resumed = run(
      { ...INITIAL_BOOKING_STATE, reservationId: RESERVATION_ID },
      {
        type: 'applyQuery',
        patch: {
          checkupSlug: 'whole_body_scan',
          locationSlug: 'bern',
          timeSlotStart: SLOT,
          reservationId: RESERVATION_ID,
          personalData: { email: 'a@b.ch' },
        },
      },
      { type: 'reservationSucceeded', reservationId: RESERVATION_ID, reservationName: 'BER-1' },
    );
    expect(resumed).toMatchObject({
      reservationId: RESERVATION_ID,
      isReservationSuccess: true,
      timeSlotStart: SLOT,
    });
  });

  test('the URL sync drops reservationId with it (it is a synced query key)', () => {
    const url = {
      checkup: 'whole_body_scan',
      location: 'bern',
      reservationId: RESERVATION_ID,
      utm_source: 'x',
    };
    expect(mergeBookingQuery(url, reserved).reservationId).toBe(RESERVATION_ID);
    const next = run(reserved, { type: 'selectTimeSlot', start: OTHER_SLOT });
    const query = mergeBookingQuery(url, next);
    expect(query).not.toHaveProperty('reservationId');
    expect(query).toMatchObject({ checkup: 'whole_body_scan', location: 'bern', utm_source: 'x' });
  });

  test('the store persists the released state', () => {
    const storage = memoryStorage();
    const store = createBookingStore(storage, reserved);
    store.dispatch({ type: 'setServices', services: [] });
    expect(loadBookingState(storage, new Date('2026-06-01T00:00:00Z'))).toMatchObject(released);
  });

  test('Reserve again drops the pending reservation (the new create replaces it)', () => {
    const again = run(reserved, { type: 'reservationStarted' });
    expect(again).toMatchObject({ ...released, isProcessing: true });
    expect(again.personalData).toBe(reserved.personalData);
    // without a pending one, or after payment, starting touches no reservation fields
    expect(run(complete, { type: 'reservationStarted' })).toEqual({
      ...complete,
      isProcessing: true,
    });
    const paid = run(
      reserved,
      { type: 'paymentSucceeded' },
      { type: 'setProcessing', value: false },
    );
    expect(run(paid, { type: 'reservationStarted' })).toMatchObject({
      reservationId: RESERVATION_ID,
      isReservationSuccess: true,
    });
  });

  test('reservationInputsChanged ignores what the server did not fix', () => {
    expect(
      reservationInputsChanged(reserved, {
        ...reserved,
        totalDuration: 120,
        paymentOption: 'deposit',
        isProcessing: true,
      }),
    ).toBe(false);
    expect(reservationInputsChanged(reserved, { ...reserved, services: ['lung_ct'] })).toBe(true);
  });
});

describe('selectors', () => {
  test.each<[string, Partial<BookingState>, boolean]>([
    ['complete', {}, true],
    ['no check-up', { checkupSlug: null }, false],
    ['no slot', { timeSlotStart: null }, false],
    ['no location', { locationSlug: null }, false],
    ['blank first name', { personalData: { ...complete.personalData, firstName: ' ' } }, false],
    ['no last name', { personalData: { ...complete.personalData, lastName: null } }, false],
    ['no email', { personalData: { ...complete.personalData, email: null } }, false],
  ])('isReservationValid: %s', (_name, change, expected) => {
    expect(isReservationValid({ ...complete, ...change })).toBe(expected);
  });

  test('canCreateReservation: valid and not processing', () => {
    expect(canCreateReservation(complete)).toBe(true);
    expect(canCreateReservation({ ...complete, isProcessing: true })).toBe(false);
    expect(canCreateReservation(withSlot)).toBe(false);
  });

  test('partner flags', () => {
    expect(isPartnerBooking({ ...INITIAL_BOOKING_STATE, isPartnerBooking: true })).toBe(true);
    expect(isPartnerCurrentlyBooking(INITIAL_BOOKING_STATE)).toBe(false);
  });

  test('payment id is check-up slug and time', () => {
    expect(createPaymentId(complete, 1781000000000)).toBe('whole_body_scan-1781000000000');
  });

  test('payment data is not refetched after a successful reservation', () => {
    expect(shouldRefetchPaymentData(complete)).toBe(true);
    expect(shouldRefetchPaymentData({ ...complete, isReservationSuccess: true })).toBe(false);
  });
});

describe('storage and store', () => {
  test('state survives a save/load round trip, processing is never restored', () => {
    const storage = memoryStorage();
    saveBookingState(storage, { ...complete, isProcessing: true });
    expect(loadBookingState(storage, new Date('2026-06-12T06:00:00Z'))).toEqual({
      ...complete,
      isProcessing: false,
    });
  });

  describe('a stored day or slot in the past is dropped', () => {
    test.each<[string, string, Partial<BookingState>]>([
      [
        'slot later today stays',
        '2026-06-12T07:29:00Z',
        { selectedDate: '2026-06-12', timeSlotStart: SLOT },
      ],
      [
        'slot started: slot dropped, day kept',
        '2026-06-12T07:31:00Z',
        { selectedDate: '2026-06-12', timeSlotStart: null, timeSlotEnd: null },
      ],
      // 22:30 UTC on the 12th is already the 13th in Zurich
      [
        'day over in Zurich: day and slot dropped',
        '2026-06-12T22:30:00Z',
        { selectedDate: null, timeSlotStart: null, timeSlotEnd: null },
      ],
    ])('%s', (_name, now, expected) => {
      expect(withoutPastSelection(withSlot, new Date(now))).toMatchObject(expected);
    });

    test('kept after a successful reservation (the success page shows it)', () => {
      const done = { ...withSlot, isReservationSuccess: true };
      expect(withoutPastSelection(done, new Date('2026-07-01T00:00:00Z'))).toBe(done);
    });

    test('applied on load', () => {
      const storage = memoryStorage();
      saveBookingState(storage, withSlot);
      expect(loadBookingState(storage, new Date('2026-06-20T10:00:00Z'))).toMatchObject({
        selectedDate: null,
        timeSlotStart: null,
        checkupSlug: 'whole_body_scan',
      });
    });
  });

  test.each([
    ['broken JSON', '{'],
    ['wrong shape', JSON.stringify({ checkupSlug: 5 })],
    ['null', 'null'],
  ])('falls back to the initial state on %s', (_name, raw) => {
    const storage = memoryStorage();
    storage.data.set(BOOKING_STATE_KEY, raw);
    expect(loadBookingState(storage)).toEqual(INITIAL_BOOKING_STATE);
  });

  test('no storage (server) gives the initial state', () => {
    expect(loadBookingState(null)).toEqual(INITIAL_BOOKING_STATE);
  });

  test('store persists changes, notifies once per change, stays quiet on no-ops', () => {
    const storage = memoryStorage();
    const store = createBookingStore(storage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'selectCheckup', slug: 'whole_body_scan' });
    store.dispatch({ type: 'selectCheckup', slug: 'whole_body_scan' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createBookingStore(storage).getState().checkupSlug).toBe('whole_body_scan');
  });

  test('tryStartReservation refuses incomplete data and a second start', () => {
    const store = createBookingStore(memoryStorage(), withSlot);
    expect(store.tryStartReservation()).toBe(false);
    store.dispatch({
      type: 'setPersonalData',
      data: { firstName: 'A', lastName: 'B', email: 'a@b.ch' },
    });
    expect(store.tryStartReservation()).toBe(true);
    expect(store.getState().isProcessing).toBe(true);
    expect(store.tryStartReservation()).toBe(false);
  });
});
