/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockRouter } from '@/lib/testing/mockRouter';
import {
  BookingProvider,
  useBookingActions,
  useBookingState,
  useBookingUrlQuery,
} from '../state/BookingProvider';
import { BOOKING_STATE_KEY } from '../state/storage';
import { createBookingStore, type BookingStore } from '../state/store';
import { KNOWN } from './__fixtures__/known';
import { useBookingUrlSync } from './useBookingUrlSync';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const known = KNOWN;
const now = () => new Date('2026-06-10T10:00:00Z');

function setup(url: string, opts: { isReady?: boolean; store?: BookingStore } = {}) {
  mockRouter.reset(url, { isReady: opts.isReady ?? true });
  const store = opts.store ?? createBookingStore(window.sessionStorage);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookingProvider store={store}>{children}</BookingProvider>
  );
  const hook = renderHook(
    () => {
      useBookingUrlSync(known, { now });
      return {
        state: useBookingState(),
        actions: useBookingActions(),
        urlQuery: useBookingUrlQuery(),
      };
    },
    { wrapper },
  );
  return { ...hook, store };
}

beforeEach(() => window.sessionStorage.clear());

test('URL values reach the store; invalid ones are dropped', async () => {
  const { result } = setup(
    '/timeslot?checkup=whole_body_scan&services=dxa&services=nope&location=bern&selectedDate=2027-02-30',
  );
  await waitFor(() => expect(result.current.state.checkupSlug).toBe('whole_body_scan'));
  expect(result.current.state.services).toEqual(['dxa']);
  expect(result.current.state.locationSlug).toBe('bern');
  expect(result.current.state.selectedDate).toBeNull();
  // The URL is cleaned of the invalid values with one shallow replace.
  await waitFor(() => expect(mockRouter.calls).toHaveLength(1));
  expect(mockRouter.calls[0]).toMatchObject({
    method: 'replace',
    pathname: '/timeslot',
    query: { checkup: 'whole_body_scan', services: ['dxa'], location: 'bern' },
    options: { shallow: true, scroll: false },
  });
});

test('waits for the router to be ready', async () => {
  const { result } = setup('/add-ons?checkup=whole_body_scan', { isReady: false });
  expect(result.current.state.checkupSlug).toBeNull();
  expect(mockRouter.calls).toHaveLength(0);
  act(() => mockRouter.setReady());
  await waitFor(() => expect(result.current.state.checkupSlug).toBe('whole_body_scan'));
});

test('store changes are written to the URL once, without loops', async () => {
  const { result } = setup('/add-ons?checkup=whole_body_scan');
  await waitFor(() => expect(result.current.urlQuery).not.toBeNull());
  expect(mockRouter.calls).toHaveLength(0); // URL already matches the state
  act(() => result.current.actions.toggleService('lung_ct'));
  await waitFor(() => expect(mockRouter.current.query.services).toEqual(['lung_ct']));
  act(() => result.current.actions.toggleService('dxa'));
  await waitFor(() => expect(mockRouter.current.query.services).toEqual(['lung_ct', 'dxa']));
  // Let any echo settle, then count: the mock router's replaces finish in microtasks, and an
  // awaited act drains those (it waits a macrotask) and flushes the effects they cause.
  await act(async () => {});
  expect(mockRouter.calls).toHaveLength(2);
  expect(result.current.state.services).toEqual(['lung_ct', 'dxa']);
});

test('a page on its way to another one writes no more (its replace would cancel that navigation)', async () => {
  const { result } = setup('/add-ons?checkup=whole_body_scan');
  await waitFor(() => expect(result.current.urlQuery).not.toBeNull());
  // The guard (or a link) has started a navigation to another page, not finished yet.
  act(() => mockRouter.events.emit('routeChangeStart', '/de-ch/success?checkup=whole_body_scan'));
  act(() => result.current.actions.toggleService('lung_ct'));
  await act(async () => {});
  // The change reached the store (so the store -> URL effect ran), and wrote nothing.
  expect(result.current.state.services).toEqual(['lung_ct']);
  expect(mockRouter.calls).toHaveLength(0);
  // A shallow replace of this page itself does not count as leaving.
  act(() => mockRouter.events.emit('routeChangeError', new Error('cancelled'), '/de-ch/success'));
  act(() => mockRouter.events.emit('routeChangeStart', '/de-ch/add-ons?checkup=whole_body_scan'));
  act(() => result.current.actions.toggleService('dxa'));
  await waitFor(() => expect(mockRouter.current.query.services).toEqual(['lung_ct', 'dxa']));
});

test('two quick changes: the echo of the first does not undo the second', async () => {
  const { result } = setup('/add-ons?checkup=whole_body_scan');
  await waitFor(() => expect(result.current.urlQuery).not.toBeNull());
  act(() => {
    result.current.actions.setServices(['lung_ct']);
  });
  act(() => {
    result.current.actions.setServices(['lung_ct', 'dxa']);
    result.current.actions.selectLocation('bern');
  });
  // Both replaces and their echoes finish in microtasks, which an awaited act drains.
  await act(async () => {});
  expect(mockRouter.calls).toHaveLength(2);
  expect(result.current.state).toMatchObject({
    services: ['lung_ct', 'dxa'],
    locationSlug: 'bern',
  });
  expect(mockRouter.current.query).toMatchObject({
    services: ['lung_ct', 'dxa'],
    location: 'bern',
  });
});

test('stored state fills a bare URL (navigation without query)', async () => {
  window.sessionStorage.setItem(
    BOOKING_STATE_KEY,
    JSON.stringify({
      ...createBookingStore(null).getState(),
      checkupSlug: 'whole_body_scan',
      locationSlug: 'bern',
    }),
  );
  const { result } = setup('/timeslot');
  expect(result.current.state.checkupSlug).toBe('whole_body_scan');
  await waitFor(() =>
    expect(mockRouter.current.query).toEqual({ checkup: 'whole_body_scan', location: 'bern' }),
  );
  expect(mockRouter.calls).toHaveLength(1);
});

test('a navigation by the visitor (link, back) is read into the store', async () => {
  const { result } = setup('/location?checkup=whole_body_scan');
  await waitFor(() => expect(result.current.urlQuery).not.toBeNull());
  act(() =>
    mockRouter.visit('/location?checkup=whole_body_scan_with_blood_test&location=zurich_bellevue'),
  );
  await waitFor(() =>
    expect(result.current.state.checkupSlug).toBe('whole_body_scan_with_blood_test'),
  );
  expect(result.current.state.locationSlug).toBe('zurich_bellevue');
});

test('personal prefill goes to the store and leaves the URL; partner link params stay', async () => {
  const id = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
  const { result } = setup(
    `/check-up?firstname=Anna&email=anna%40example.ch&partner=true&reservationIdPartner=${id}`,
  );
  await waitFor(() => expect(result.current.state.personalData.firstName).toBe('Anna'));
  expect(result.current.state.personalData.email).toBe('anna@example.ch');
  await waitFor(() =>
    expect(mockRouter.current.query).toEqual({ partner: 'true', reservationIdPartner: id }),
  );
  expect(result.current.urlQuery?.prefill).toMatchObject({
    partner: true,
    reservationIdPartner: id,
  });
});

test('Back never reads a closed booking back: neither its reservation id nor its pages', async () => {
  const first = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
  // The first person's page (Next keeps a key per history entry).
  window.history.replaceState({ key: 'first-page' }, '');
  const { result } = setup(
    `/payment?checkup=whole_body_scan&location=bern&reservationId=${first}&email=anna%40example.ch`,
  );
  await waitFor(() => expect(result.current.state.reservationId).toBe(first));
  // Their booking is left ("Book another check-up", or the next person's manage link).
  act(() => result.current.actions.startNewBooking());
  expect(result.current.state.reservationId).toBeNull();
  // A new page of the next person: read as usual.
  window.history.replaceState({ key: 'next-page' }, '');
  act(() => mockRouter.visit('/location?checkup=whole_body_scan_with_blood_test'));
  await waitFor(() =>
    expect(result.current.state.checkupSlug).toBe('whole_body_scan_with_blood_test'),
  );
  // Back to the first person's page: nothing of it is read, the URL is written from the store.
  window.history.replaceState({ key: 'first-page' }, '');
  act(() =>
    mockRouter.visit(
      `/payment?checkup=whole_body_scan&location=bern&reservationId=${first}&email=anna%40example.ch`,
    ),
  );
  await act(async () => {});
  expect(result.current.state.reservationId).toBeNull();
  expect(result.current.state.personalData.email).toBeFalsy();
  expect(result.current.state.checkupSlug).toBe('whole_body_scan_with_blood_test');
  await waitFor(() => expect(mockRouter.current.query.reservationId).toBeUndefined());
  // Any page naming the closed reservation is not read either.
  window.history.replaceState({ key: 'another-page' }, '');
  act(() => mockRouter.visit(`/success?reservationId=${first}&email=anna%40example.ch`));
  await act(async () => {});
  expect(result.current.state.reservationId).toBeNull();
});
