import { bookingReducer, type BookingAction } from './reducer';
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
import { createBookingStore } from './store';
import { INITIAL_BOOKING_STATE, type BookingState } from './types';

const run = (state: BookingState, ...actions: BookingAction[]) =>
  actions.reduce(bookingReducer, state);

const SLOT = '2026-06-12T09:30:00.000+02:00';
const withSlot: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  locationSlug: 'bern',
  selectedDate: '2026-06-12',
  timeSlotStart: SLOT,
  timeSlotEnd: '2026-06-12T11:00:00.000+02:00',
  totalDuration: 90,
};

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
