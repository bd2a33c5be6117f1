/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { mockRouter } from '@/lib/testing/mockRouter';
import { BookingAppEffects } from './BookingAppEffects';
import { VISITED_KEY } from './guards/visited';
import { BookingProvider } from './state/BookingProvider';
import { createBookingStore } from './state/store';
import { INITIAL_BOOKING_STATE } from './state/types';
import { setAnalyticsConsent } from '@/lib/consent';

// These tests run as a visitor who agreed to analytics (docs/manage-booking.md); the refusal has its own.
beforeEach(() => setAnalyticsConsent(true));
afterAll(() => setAnalyticsConsent(false));

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async (url) =>
      new Response(
        JSON.stringify(
          url.startsWith('/builds/latest.json') ? { id: 'development' } : { redirect: null },
        ),
        { status: 200 },
      ),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
});

test('wires the success lock release, route rules, build check, page views and GTM together', async () => {
  window.sessionStorage.setItem(VISITED_KEY, JSON.stringify(['success']));
  mockRouter.reset('/booking?token=v2.abc');
  const store = createBookingStore(window.sessionStorage, {
    ...INITIAL_BOOKING_STATE,
    checkupSlug: 'whole_body_scan',
    locationSlug: 'bern',
    timeSlotStart: '2026-06-12T09:30:00+02:00',
    isReservationSuccess: true,
  });
  render(
    <BookingProvider store={store}>
      <BookingAppEffects gtmId="GTM-TEST1" />
    </BookingProvider>,
  );
  // The manage page shows its link's booking: the session's finished one is dropped.
  await waitFor(() => expect(store.getState().isReservationSuccess).toBe(false));
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/route-rules?path='))).toBe(
      true,
    ),
  );
  await waitFor(() => expect(document.getElementById('gtm-init')).not.toBeNull());
  act(() => mockRouter.events.emit('routeChangeComplete', '/de-ch/success', { shallow: false }));
  expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
    event: 'page_view',
    page_path: '/de-ch/success',
    locale: 'de-ch',
  });
});
