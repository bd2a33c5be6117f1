/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockRouter } from '@/lib/testing/mockRouter';
import { BookingProvider, useBookingActions, useBookingState } from '../state/BookingProvider';
import { createBookingStore } from '../state/store';
import { INITIAL_BOOKING_STATE, type BookingState } from '../state/types';
import { readVisited, VISITED_KEY } from '../guards/visited';
import { KNOWN } from './__fixtures__/known';
import { useBookingUrlReadOnce } from './useBookingUrlReadOnce';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const known = KNOWN;
const now = () => new Date('2026-12-01T10:00:00Z');
const PARTNER_ID = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
const LANDING =
  '/check-up?discountCode=WELCOME10&services=dxa&services=nope&location=bern&selectedDate=2026-12-14' +
  '&startDate=2026-12-10&firstname=Anna&email=a%40b.ch&timeslot-start=2026-12-14T09%3A15%3A00%2B01%3A00' +
  '&utm_source=news';

function setup(url: string, opts: { isReady?: boolean; initial?: BookingState } = {}) {
  mockRouter.reset(url, { isReady: opts.isReady ?? true });
  const store = createBookingStore(window.sessionStorage, opts.initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookingProvider store={store}>{children}</BookingProvider>
  );
  const hook = renderHook(
    () => {
      useBookingUrlReadOnce('check-up', known, { now });
      return { state: useBookingState(), actions: useBookingActions() };
    },
    { wrapper },
  );
  return { ...hook, store };
}

beforeEach(() => window.sessionStorage.clear());

test('a landing link: booking keys and prefill reach the store, the address keeps no personal data', async () => {
  const { result, store } = setup(LANDING);
  expect(result.current.state).toMatchObject({
    discountCode: 'WELCOME10',
    services: ['dxa'],
    locationSlug: 'bern',
    startDate: '2026-12-10',
    // the slot defines its day
    selectedDate: '2026-12-14',
    timeSlotStart: '2026-12-14T09:15:00.000+01:00',
    personalData: expect.objectContaining({ firstName: 'Anna', email: 'a@b.ch' }),
  });
  expect(store.isUrlSynced()).toBe(true);
  expect(store.getUrlQuery()?.minDate).toBe('2026-12-10');
  expect(readVisited(window.sessionStorage)).toEqual(['check-up']);

  await waitFor(() => expect(mockRouter.calls).toHaveLength(1));
  expect(mockRouter.calls[0]).toEqual({
    method: 'replace',
    pathname: '/check-up',
    query: {
      // foreign and non-personal prefill keys stay as they came
      utm_source: 'news',
      startDate: '2026-12-10',
      discountCode: 'WELCOME10',
      services: ['dxa'],
      location: 'bern',
      selectedDate: '2026-12-14',
    },
    options: { shallow: true, scroll: false },
  });
  expect(mockRouter.current.asPath).not.toMatch(/Anna|email|firstname|timeslot-start/);
});

test('reads once: later state changes and query changes write nothing', async () => {
  const { result } = setup('/check-up?location=bern');
  expect(result.current.state.locationSlug).toBe('bern');
  expect(mockRouter.calls).toHaveLength(0); // the address already matches the state
  act(() => result.current.actions.toggleService('dxa'));
  act(() => mockRouter.visit('/check-up?location=zurich_bellevue'));
  // Effects and microtasks settle (an awaited act waits a macrotask); both changes arrived.
  await act(async () => {});
  expect(result.current.state.services).toEqual(['dxa']);
  expect(mockRouter.current.query).toEqual({ location: 'zurich_bellevue' });
  expect(mockRouter.calls).toHaveLength(0);
  expect(result.current.state.locationSlug).toBe('bern');
});

test('waits for the router to be ready', async () => {
  const { result } = setup('/check-up?discountCode=WELCOME10&firstname=Anna', { isReady: false });
  expect(result.current.state.discountCode).toBeNull();
  expect(readVisited(window.sessionStorage)).toEqual([]);
  act(() => mockRouter.setReady());
  expect(result.current.state.discountCode).toBe('WELCOME10');
  await waitFor(() => expect(mockRouter.calls).toHaveLength(1));
  expect(mockRouter.calls[0].query).toEqual({ discountCode: 'WELCOME10' });
});

test('no replace once a navigation has started (the visitor clicked on to add-ons)', async () => {
  const { result } = setup('/check-up?discountCode=WELCOME10&firstname=Anna', { isReady: false });
  act(() => {
    mockRouter.events.emit('routeChangeStart', '/de-ch/add-ons?checkup=whole_body_scan', {
      shallow: false,
    });
    mockRouter.setReady();
  });
  // The store still gets the URL's values; the address is left to the navigation.
  expect(result.current.state.discountCode).toBe('WELCOME10');
  await act(async () => {});
  expect(mockRouter.calls).toHaveLength(0);
});

test('a stored session: its booking keys join the address, invalid values are dropped', async () => {
  setup('/check-up?selectedDate=2027-02-30&checkup=nope', {
    initial: { ...INITIAL_BOOKING_STATE, locationSlug: 'bern' },
  });
  await waitFor(() => expect(mockRouter.calls).toHaveLength(1));
  expect(mockRouter.calls[0].query).toEqual({ location: 'bern' });
});

test('success lock: a new visit to check-up drops the finished booking and reads the link (docs/decisions/0006-success-lock-scope.md)', async () => {
  const done: BookingState = {
    ...INITIAL_BOOKING_STATE,
    checkupSlug: 'whole_body_scan',
    locationSlug: 'bern',
    timeSlotStart: '2026-12-14T09:15:00.000+01:00',
    isReservationSuccess: true,
  };
  window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['check-up', 'success']));
  const { result } = setup('/check-up?location=zurich_bellevue', { initial: done });
  await waitFor(() => expect(result.current.state.locationSlug).toBe('zurich_bellevue'));
  expect(result.current.state.checkupSlug).toBeNull();
  expect(result.current.state.isReservationSuccess).toBe(false);
  expect(JSON.parse(window.sessionStorage.getItem(VISITED_KEY) ?? '[]')).toEqual(['check-up']);
});

test('partner invitation: the link stays for the gate; check-up is not visited before verification', async () => {
  setup(`/check-up?reservationIdPartner=${PARTNER_ID}&partner=true`, {
    initial: { ...INITIAL_BOOKING_STATE, discountCode: 'WELCOME10' },
  });
  await waitFor(() => expect(mockRouter.calls).toHaveLength(1));
  expect(mockRouter.calls[0].query).toEqual({
    reservationIdPartner: PARTNER_ID,
    partner: 'true',
    discountCode: 'WELCOME10',
  });
  expect(readVisited(window.sessionStorage)).toEqual([]);
});
