/**
 * The startDate prefill of a landing link (SPEC 2) in the booking state: parsed and checked,
 * kept for the session (sessionStorage), never before today in Zurich, never written back to
 * the URL, and no chosen day (or slot) before it.
 */
import {
  parseBookingQuery,
  queryToPatch,
  toBookingQuery,
  type KnownSlugs,
  type RawQuery,
} from '../url/bookingQuery';
import { stepHref } from '../url/stepHref';
import { bookingReducer, type BookingAction } from './reducer';
import { BOOKING_STATE_KEY, loadBookingState, withoutPastSelection } from './storage';
import { createBookingStore } from './store';
import { INITIAL_BOOKING_STATE, parseBookingState, type BookingState } from './types';

const known: KnownSlugs = {
  checkups: ['whole_body_scan'],
  services: ['dxa'],
  locations: ['bern'],
};
// 00:30 on 11 June 2026 in Zurich, still 10 June in UTC: "today" is the Zurich day.
const NOW = new Date('2026-06-10T22:30:00Z');
const parse = (query: RawQuery) => parseBookingQuery(query, { known, now: NOW });
const run = (state: BookingState, ...actions: BookingAction[]) =>
  actions.reduce(bookingReducer, state);
const fromUrl = (state: BookingState, query: RawQuery) =>
  bookingReducer(state, { type: 'applyQuery', patch: queryToPatch(parse(query)) });

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('parsing startDate', () => {
  test.each<[string, string | undefined, string | undefined, string]>([
    ['a later real day is kept and raises the minimum', '2026-06-15', '2026-06-15', '2026-06-15'],
    ['today (Zurich) is kept', '2026-06-11', '2026-06-11', '2026-06-11'],
    ['a past day (today in UTC) is dropped', '2026-06-10', undefined, '2026-06-11'],
    ['not a real day is dropped', '2026-02-30', undefined, '2026-06-11'],
    ['not the yyyy-MM-dd shape is dropped', '15.06.2026', undefined, '2026-06-11'],
    ['absent', undefined, undefined, '2026-06-11'],
  ])('%s', (_name, value, startDate, minDate) => {
    const parsed = parse(value === undefined ? {} : { startDate: value });
    expect(parsed.prefill.startDate).toBe(startDate);
    expect(parsed.minDate).toBe(minDate);
    expect(queryToPatch(parsed).startDate).toBe(startDate);
  });

  test('a selectedDate before the startDate of the same URL is dropped', () => {
    const parsed = parse({ startDate: '2026-06-15', selectedDate: '2026-06-14' });
    expect(parsed.booking.selectedDate).toBeUndefined();
  });
});

describe('startDate in the state', () => {
  test('the URL sets it; a later URL without it leaves it', () => {
    const state = fromUrl(INITIAL_BOOKING_STATE, { startDate: '2026-06-15' });
    expect(state.startDate).toBe('2026-06-15');
    expect(fromUrl(state, { checkup: 'whole_body_scan' }).startDate).toBe('2026-06-15');
  });

  test('a stored day before it is dropped, with its slot, when the start date arrives', () => {
    const stored: BookingState = {
      ...INITIAL_BOOKING_STATE,
      selectedDate: '2026-06-12',
      timeSlotStart: '2026-06-12T09:30:00.000+02:00',
      timeSlotEnd: '2026-06-12T11:00:00.000+02:00',
    };
    expect(fromUrl(stored, { startDate: '2026-06-15' })).toMatchObject({
      startDate: '2026-06-15',
      selectedDate: null,
      timeSlotStart: null,
      timeSlotEnd: null,
    });
    const later = { ...stored, selectedDate: '2026-06-20', timeSlotStart: null, timeSlotEnd: null };
    expect(fromUrl(later, { startDate: '2026-06-15' }).selectedDate).toBe('2026-06-20');
  });

  test('a day or slot chosen later must not lie before it', () => {
    const state = { ...INITIAL_BOOKING_STATE, startDate: '2026-06-15' };
    expect(run(state, { type: 'selectDate', date: '2026-06-14' }).selectedDate).toBeNull();
    expect(run(state, { type: 'selectDate', date: '2026-06-15' }).selectedDate).toBe('2026-06-15');
    expect(
      run(state, { type: 'selectTimeSlot', start: '2026-06-12T09:30:00+02:00' }),
    ).toMatchObject({ selectedDate: null, timeSlotStart: null });
    // A selectedDate from a URL without startDate is checked against the stored one.
    expect(fromUrl(state, { selectedDate: '2026-06-12' }).selectedDate).toBeNull();
    expect(fromUrl(state, { 'timeslot-start': '2026-06-12T09:30:00+02:00' })).toMatchObject({
      selectedDate: null,
      timeSlotStart: null,
    });
  });

  test('a succeeded reservation keeps its slot', () => {
    const done: BookingState = {
      ...INITIAL_BOOKING_STATE,
      selectedDate: '2026-06-12',
      timeSlotStart: '2026-06-12T09:30:00.000+02:00',
      isReservationSuccess: true,
    };
    expect(fromUrl(done, { startDate: '2026-06-15' })).toMatchObject({
      selectedDate: '2026-06-12',
      timeSlotStart: '2026-06-12T09:30:00.000+02:00',
    });
  });

  test('reset forgets it', () => {
    const state = { ...INITIAL_BOOKING_STATE, startDate: '2026-06-15' };
    expect(run(state, { type: 'reset' }).startDate).toBeNull();
  });

  test('it is not written to the URL or to links between steps', () => {
    const state = {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan',
      startDate: '2026-06-15',
    };
    expect(toBookingQuery(state)).toEqual({ checkup: 'whole_body_scan' });
    expect(stepHref('/timeslot', state)).toBe('/timeslot?checkup=whole_body_scan');
  });
});

describe('startDate in sessionStorage', () => {
  test('it is saved and read back with the rest', () => {
    const storage = memoryStorage();
    const store = createBookingStore(storage);
    store.dispatch({ type: 'applyQuery', patch: { startDate: '2026-06-15' } });
    expect(JSON.parse(storage.getItem(BOOKING_STATE_KEY)!).startDate).toBe('2026-06-15');
    expect(loadBookingState(storage, NOW).startDate).toBe('2026-06-15');
  });

  test('an entry stored before the field existed still loads (start date null)', () => {
    const { startDate: _dropped, ...older } = { ...INITIAL_BOOKING_STATE, checkupSlug: 'x' };
    const storage = memoryStorage({ [BOOKING_STATE_KEY]: JSON.stringify(older) });
    expect(loadBookingState(storage, NOW)).toMatchObject({ checkupSlug: 'x', startDate: null });
    expect(parseBookingState({ ...older, startDate: 7 })).toBeNull();
  });

  test.each<[string, string, string | null]>([
    ['a past start date (today in UTC) is dropped', '2026-06-10', null],
    ['a day that does not exist is dropped', '2026-06-31', null],
    ['today in Zurich is kept', '2026-06-11', '2026-06-11'],
  ])('%s', (_name, startDate, expected) => {
    const state = { ...INITIAL_BOOKING_STATE, startDate };
    expect(withoutPastSelection(state, NOW).startDate).toBe(expected);
  });

  test('a stored day before the stored start date is dropped on load', () => {
    const state = { ...INITIAL_BOOKING_STATE, startDate: '2026-06-15', selectedDate: '2026-06-12' };
    expect(withoutPastSelection(state, NOW)).toMatchObject({ selectedDate: null });
  });
});
