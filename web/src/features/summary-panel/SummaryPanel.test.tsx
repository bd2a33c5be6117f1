/** @jest-environment jsdom */
import { Profiler } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import {
  createErrorDialogStore,
  type ErrorDialogStore,
} from '@/features/overlays/errorDialogStore';
import { renderFlow } from '@/features/overlays/testI18n';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { SummaryPanel } from './SummaryPanel';
import { resetShownPaymentDataFailures } from './usePaymentData';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();

/** A store whose booking has the whole-body check-up with blood test (and `patch`). */
function bookingOf(patch: Partial<BookingState> = {}): BookingStore {
  return createBookingStore(null, {
    ...INITIAL_BOOKING_STATE,
    checkupSlug: 'whole_body_scan_with_blood_test',
    ...patch,
  });
}

function quote(services: string[], location: string | null) {
  const items = [
    {
      kind: 'package',
      slug: 'whole_body_scan_with_blood_test',
      label: 'Full-body Check-up',
      amount: 2490,
    },
    ...services.map((s) => ({ kind: 'service', slug: s, label: s.toUpperCase(), amount: 250 })),
  ];
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  const discounts =
    location === 'basel_rheinfelden'
      ? [{ kind: 'location', label: 'Location discount', amount: 250 }]
      : [];
  const discounted = total - discounts.reduce((s, d) => s + d.amount, 0);
  return {
    paymentData: { currency: 'CHF', items, total },
    paymentDataDiscounted: { currency: 'CHF', items, total: discounted },
    discounts,
  };
}

function route(url: string) {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/api/payment/payment-data') {
    const services = u.searchParams.get('services')?.split(',') ?? [];
    return jsonResponse(200, quote(services, u.searchParams.get('locationSlug')));
  }
  if (u.pathname === '/api/reservation/fetch-duration')
    return jsonResponse(200, {
      totalDuration: 90 + 65 * (u.searchParams.get('services')?.split(',').length ?? 0),
    });
  if (u.pathname === '/api/reservation/fetch-end-date')
    return jsonResponse(200, { totalDuration: 155, timeSlotEnd: '2026-12-14T11:50:00+01:00' });
  return jsonResponse(404, { error: 'x' });
}

const locations = [
  {
    slug: 'basel_rheinfelden',
    title: 'Basel Rheinfelden',
    address: 'Salinenstrasse 1, Rheinfelden',
  },
  { slug: 'bern', title: 'Bern', address: 'Bahnhofplatz 1, Bern' },
];

let dialog: ErrorDialogStore;

function setup(store: BookingStore, onRender: () => void = () => {}) {
  return renderFlow(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ErrorDialogProvider store={dialog}>
        <BookingProvider store={store}>
          <Profiler id="panel" onRender={onRender}>
            <SummaryPanel locations={locations} />
          </Profiler>
        </BookingProvider>
      </ErrorDialogProvider>
    </SWRConfig>,
    { language: 'en' },
  );
}

const calls = (path: string) =>
  fetchMock.mock.calls.map((c) => c[0] as string).filter((u) => u.startsWith(path));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => route(url));
  global.fetch = fetchMock;
  mockRouter.reset('/add-ons', { locale: 'en-ch' });
  dialog = createErrorDialogStore();
  resetShownPaymentDataFailures();
});

describe('SummaryPanel', () => {
  it('shows the server’s line items and total and writes them to the store', async () => {
    const store = bookingOf({ services: ['dxa'] });
    setup(store);
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’740'));
    expect(screen.getByText('Full-body Check-up')).toBeInTheDocument();
    expect(screen.getByText('DXA')).toBeInTheDocument();
    expect(calls('/api/payment/payment-data')[0]).toBe(
      '/api/payment/payment-data?checkupSlug=whole_body_scan_with_blood_test&services=dxa&isPartnerBooking=false&isPartnerCurrentlyBooking=false&language=en',
    );
    expect(store.getState().paymentDataDiscounted).toMatchObject({ total: 2740 });
    await waitFor(() => expect(store.getState().totalDuration).toBe(155));
    expect(screen.getByTestId('summary-duration')).toHaveTextContent('155 minutes');
  });

  it('renders again for what it shows, not for a keystroke in the personal data form', async () => {
    const store = bookingOf({ services: ['dxa'] });
    const onRender = jest.fn();
    setup(store, onRender);
    await waitFor(() => expect(store.getState().totalDuration).toBe(155));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’740'));
    const renders = onRender.mock.calls.length;
    act(() => store.dispatch({ type: 'setPersonalData', data: { firstName: 'Hanna' } }));
    act(() => store.dispatch({ type: 'setPersonalData', data: { firstName: 'Hannah' } }));
    expect(onRender).toHaveBeenCalledTimes(renders);
    act(() => store.dispatch({ type: 'selectLocation', slug: 'basel_rheinfelden' }));
    expect(onRender.mock.calls.length).toBeGreaterThan(renders);
    expect(screen.getByTestId('summary-location')).toHaveTextContent('Basel Rheinfelden');
    // Then the location's prices, with its discount, as the server answers them.
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490'));
  });

  it('refetches on a new location and shows its discount, location and slot', async () => {
    const store = bookingOf();
    setup(store);
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490'));
    act(() => store.dispatch({ type: 'selectLocation', slug: 'basel_rheinfelden' }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’240'));
    expect(screen.getByText('Location discount')).toBeInTheDocument();
    expect(screen.getByTestId('summary-location')).toHaveTextContent('Basel Rheinfelden');
    expect(store.getState().discounts).toEqual([
      { kind: 'location', label: 'Location discount', amount: 250 },
    ]);

    const before = calls('/api/payment/payment-data').length;
    act(() => store.dispatch({ type: 'selectTimeSlot', start: '2026-12-14T09:15:00+01:00' }));
    await waitFor(() => expect(calls('/api/payment/payment-data').length).toBe(before + 1));
    await waitFor(() =>
      expect(screen.getByTestId('summary-appointment')).toHaveTextContent(
        'Monday, 14 December 2026',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('summary-appointment')).toHaveTextContent('09:15–11:50'),
    );
    expect(calls('/api/reservation/fetch-end-date')).toHaveLength(1);
  });

  it('keeps the amounts of a pending reservation, and prices a change made after it live again', async () => {
    const store = bookingOf();
    setup(store);
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490'));
    act(() =>
      store.dispatch({
        type: 'reservationSucceeded',
        reservationId: 'r1',
        reservationName: 'AB-1',
      }),
    );
    const before = calls('/api/payment/payment-data').length;
    // A new key would be fetched from a layout effect at once; flush effects and microtasks.
    await act(async () => {});
    expect(calls('/api/payment/payment-data')).toHaveLength(before);

    // Back on the add-ons step before paying: the reservation goes, the price is live again.
    act(() => store.dispatch({ type: 'setServices', services: ['dxa'] }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’740'));
    expect(calls('/api/payment/payment-data')).toHaveLength(before + 1);
    expect(store.getState()).toMatchObject({ reservationId: null, isReservationSuccess: false });
    expect(store.getState().paymentDataDiscounted).toMatchObject({ total: 2740 });
  });

  it('stops refetching once the booking is paid and keeps the stored amounts', async () => {
    const store = bookingOf();
    setup(store);
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490'));
    act(() => {
      store.dispatch({
        type: 'reservationSucceeded',
        reservationId: 'r1',
        reservationName: 'AB-1',
      });
      store.dispatch({ type: 'paymentSucceeded' });
    });
    const before = calls('/api/payment/payment-data').length;
    act(() => store.dispatch({ type: 'setServices', services: ['dxa'] }));
    await act(async () => {});
    // The change reached the store; the price was not asked again.
    expect(store.getState().services).toEqual(['dxa']);
    expect(calls('/api/payment/payment-data')).toHaveLength(before);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490');
    expect(store.getState().reservationId).toBe('r1');
  });

  it('opens and closes its details on phones with an expanded state', async () => {
    const store = bookingOf();
    setup(store);
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490'));
  });

  it('opens the error dialog with the error id and keeps a small inline state without prices', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/payment/payment-data')
        ? jsonResponse(502, { error: 'payment-data-unavailable' })
        : route(url),
    );
    const store = bookingOf();
    setup(store);
    await waitFor(() => expect(dialog.current()?.errorId).toBe('payment-data-unavailable'));
    expect(
      screen.getByText(
        'The price could not be calculated for this selection. Please check your choice.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('–');
    // Closed, it stays closed for this selection.
    act(() => void dialog.close());
    await act(async () => {});
    expect(dialog.current()).toBeNull();
  });

  it('drops a stored code the server refuses, says so in the dialog and shows prices again', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/payment/payment-data') && url.includes('discountCode=NOPE')
        ? jsonResponse(400, { error: 'discount-code-invalid' })
        : route(url),
    );
    const store = bookingOf({ discountCode: 'NOPE' });
    setup(store);
    await waitFor(() => expect(dialog.current()?.errorId).toBe('discount-code-invalid'));
    await waitFor(() => expect(store.getState().discountCode).toBeNull());
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 2’490'));
  });
});
