/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockRouter } from '@/lib/testing/mockRouter';
import { BookingProvider, useBookingActions } from '../state/BookingProvider';
import { createBookingStore } from '../state/store';
import { INITIAL_BOOKING_STATE, type BookingState } from '../state/types';
import type { StepSlug } from '../steps';
import { parseBookingQuery, type KnownSlugs } from '../url/bookingQuery';
import { useSuccessLockRelease } from './successLock';
import { useBookingStep } from './useStepGuard';
import { readVisited, VISITED_KEY } from './visited';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const known: KnownSlugs = { checkups: ['whole_body_scan'], services: ['dxa'], locations: ['bern'] };
const ID = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
const now = () => new Date('2026-06-10T10:00:00Z');
const BOOKED: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  locationSlug: 'bern',
  timeSlotStart: '2026-06-12T09:30:00+02:00',
  reservationId: ID,
  isReservationSuccess: true,
};

function setup(step: StepSlug, url: string, initial?: BookingState) {
  mockRouter.reset(url);
  const store = createBookingStore(window.sessionStorage, initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookingProvider store={store}>{children}</BookingProvider>
  );
  return renderHook(
    () => ({ guard: useBookingStep(step, known, { now }), actions: useBookingActions() }),
    { wrapper },
  );
}

beforeEach(() => window.sessionStorage.clear());

test('a step with its data shows and is marked visited', async () => {
  const { result } = setup('timeslot', '/timeslot?checkup=whole_body_scan&location=bern');
  await waitFor(() => expect(result.current.guard).toEqual({ status: 'ok' }));
  expect(readVisited(window.sessionStorage)).toEqual(['timeslot']);
  expect(mockRouter.calls.filter((c) => c.pathname !== '/timeslot')).toEqual([]);
});

test('a step without its data replaces the route with the first missing step, keeping the booking query', async () => {
  const { result } = setup('summary', '/summary?checkup=whole_body_scan');
  await waitFor(() =>
    expect(result.current.guard).toEqual({ status: 'redirecting', to: 'location' }),
  );
  await waitFor(() => expect(mockRouter.calls.some((c) => c.pathname === '/location')).toBe(true));
  const call = mockRouter.calls.find((c) => c.pathname === '/location')!;
  expect(call).toMatchObject({ method: 'replace', query: { checkup: 'whole_body_scan' } });
  expect(readVisited(window.sessionStorage)).not.toContain('summary');
});

test('reports "pending" before the router is ready', () => {
  mockRouter.reset('/add-ons', { isReady: false });
  const store = createBookingStore(window.sessionStorage);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookingProvider store={store}>{children}</BookingProvider>
  );
  const { result } = renderHook(() => useBookingStep('add-ons', known, { now }), { wrapper });
  expect(result.current).toEqual({ status: 'pending' });
});

test('success lock: after success, another step goes back to success', async () => {
  window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['check-up', 'success']));
  const { result } = setup('location', '/location', BOOKED);
  await waitFor(() =>
    expect(result.current.guard).toEqual({ status: 'redirecting', to: 'success' }),
  );
  await waitFor(() => expect(mockRouter.calls.map((c) => c.pathname)).toContain('/success'));
});

test('"book another": startNewBooking releases the lock and clears the visits', async () => {
  window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['check-up', 'success']));
  const { result } = setup('location', '/location', BOOKED);
  await waitFor(() => expect(result.current.guard.status).toBe('redirecting'));
  act(() => result.current.actions.startNewBooking());
  // The lock is gone: location now asks for its own missing data (a check-up).
  await waitFor(() =>
    expect(result.current.guard).toEqual({ status: 'redirecting', to: 'check-up' }),
  );
  expect(readVisited(window.sessionStorage)).not.toContain('success');
});

test('partner link: action first, ok after verification', async () => {
  const { result } = setup('check-up', `/check-up?partner=true&reservationIdPartner=${ID}`);
  await waitFor(() =>
    expect(result.current.guard).toEqual({
      status: 'action',
      action: 'check-partner-reservation',
      reservationIdPartner: ID,
    }),
  );
  act(() => result.current.actions.partnerVerified(ID, 'partner@example.ch'));
  await waitFor(() => expect(result.current.guard).toEqual({ status: 'ok' }));
});

test('payment resume link with reservationId and email passes', async () => {
  const { result } = setup('payment', `/payment?reservationId=${ID}&email=a%40b.ch`);
  await waitFor(() => expect(result.current.guard).toEqual({ status: 'ok' }));
});

test('arriving from check-up (query already read there): add-ons?checkup=… is not sent back', async () => {
  // check-up read its URL into the store (useBookingUrlReadOnce): the store reports synced
  // when add-ons renders first, with the check-up page's query and no check-up chosen yet.
  mockRouter.reset('/add-ons?checkup=whole_body_scan&discountCode=WELCOME10');
  const store = createBookingStore(window.sessionStorage);
  store.markUrlSynced(parseBookingQuery({}, { known, now: now() }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookingProvider store={store}>{children}</BookingProvider>
  );
  const { result } = renderHook(() => useBookingStep('add-ons', known, { now }), { wrapper });
  await waitFor(() => expect(result.current).toEqual({ status: 'ok' }));
  // Any redirect would be a replace from an effect: flush effects and microtasks, then look.
  await act(async () => {});
  expect(readVisited(window.sessionStorage)).toEqual(['add-ons']);
  expect(mockRouter.calls.filter((c) => c.pathname !== '/add-ons')).toEqual([]);
  expect(mockRouter.current.pathname).toBe('/add-ons');
  expect(store.getState().discountCode).toBe('WELCOME10');
});

test('store writes that change neither the guard nor the URL do not render the step again', async () => {
  mockRouter.reset('/summary?checkup=whole_body_scan&location=bern');
  const store = createBookingStore(window.sessionStorage, {
    ...INITIAL_BOOKING_STATE,
    checkupSlug: 'whole_body_scan',
    locationSlug: 'bern',
    timeSlotStart: '2026-06-12T09:30:00+02:00',
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookingProvider store={store}>{children}</BookingProvider>
  );
  let renders = 0;
  const { result } = renderHook(
    () => {
      renders += 1;
      return { guard: useBookingStep('summary', known, { now }), actions: useBookingActions() };
    },
    { wrapper },
  );
  await waitFor(() => expect(result.current.guard).toEqual({ status: 'ok' }));
  // Let the first renders settle (URL sync, visited mark): effects and microtasks.
  await act(async () => {});
  const settled = renders;
  act(() => {
    // What the summary form and panel write while a visitor types and the price arrives.
    for (const firstName of ['A', 'An', 'Ann', 'Anna'])
      result.current.actions.setPersonalData({ firstName });
    result.current.actions.setDuration(75);
    result.current.actions.setPaymentOption('full');
  });
  expect(renders).toBe(settled);
  // A booking key (shown in the URL) still renders, and the URL follows it.
  act(() => result.current.actions.setDiscountCode('WELCOME10'));
  expect(renders).toBeGreaterThan(settled);
  await waitFor(() => expect(mockRouter.current.query.discountCode).toBe('WELCOME10'));
  // And a change of the guard's answer reaches the page.
  act(() => result.current.actions.selectLocation(null));
  await waitFor(() =>
    expect(result.current.guard).toEqual({ status: 'redirecting', to: 'location' }),
  );
});

describe('the success lock ends (docs/decisions/0006-success-lock-scope.md)', () => {
  function wrapperFor(store: ReturnType<typeof createBookingStore>) {
    return function Wrapper({ children }: { children: ReactNode }) {
      return <BookingProvider store={store}>{children}</BookingProvider>;
    };
  }

  test('the manage page drops the finished booking and navigates nowhere', async () => {
    window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['success']));
    mockRouter.reset('/booking?token=v2.abc');
    const store = createBookingStore(window.sessionStorage, BOOKED);
    renderHook(() => useSuccessLockRelease(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(store.getState().reservationId).toBeNull());
    expect(readVisited(window.sessionStorage)).toEqual([]);
    expect(mockRouter.calls.filter((c) => c.method === 'replace' || c.method === 'push')).toEqual(
      [],
    );
  });

  test('other pages outside the flow keep the session as it is', async () => {
    window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['success']));
    mockRouter.reset('/_design-system');
    const store = createBookingStore(window.sessionStorage, BOOKED);
    renderHook(() => useSuccessLockRelease(), { wrapper: wrapperFor(store) });
    await act(async () => {});
    expect(store.getState().reservationId).toBe(ID);
  });

  test('a payment link for another reservation on a locked session opens that reservation', async () => {
    window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['check-up', 'success']));
    const other = '9a1b2c3d-0000-4000-8000-000000000001';
    const { result } = setup(
      'payment',
      `/payment?reservationId=${other}&email=ida%40example.ch`,
      BOOKED,
    );
    await waitFor(() => expect(result.current.guard).toEqual({ status: 'ok' }));
    expect(readVisited(window.sessionStorage)).not.toContain('success');
  });

  test('a step of the locked session still leads to success', async () => {
    window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['check-up', 'success']));
    const { result } = setup('summary', '/summary', BOOKED);
    await waitFor(() =>
      expect(result.current.guard).toEqual({ status: 'redirecting', to: 'success' }),
    );
  });
});
