/** @jest-environment jsdom */
/**
 * The summary page shows the price twice, in the panel and in the form (total, code discount,
 * deposit): both read it through usePaymentData with one key, so each booking change sends
 * one payment-data request, not one per component.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import { checkDiscountCode } from '@/features/summary/DiscountCodeField';
import {
  createErrorDialogStore,
  type ErrorDialogStore,
} from '@/features/overlays/errorDialogStore';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { mockRouter } from '@/lib/testing/mockRouter';
import { resetShownPaymentDataFailures, usePaymentData } from './usePaymentData';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const PATH = '/api/payment/payment-data';
const fetchMock = jest.fn();

function answer(url: string) {
  const q = new URL(url, 'http://x').searchParams;
  const services = q.get('services')?.split(',') ?? [];
  const items = [
    { kind: 'package', slug: q.get('checkupSlug') ?? '', label: 'Check-up', amount: 2490 },
    ...services.map((slug) => ({ kind: 'service', slug, label: slug, amount: 250 })),
  ];
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  const discounts = q.get('discountCode') ? [{ kind: 'code', label: 'Code', amount: 100 }] : [];
  return {
    paymentData: { currency: 'CHF', items, total },
    paymentDataDiscounted: { currency: 'CHF', items, total: total - (discounts[0]?.amount ?? 0) },
    discounts,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(answer(url)),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  mockRouter.reset('/summary', { locale: 'en-ch' });
  resetShownPaymentDataFailures();
  dialog = createErrorDialogStore();
  shown = jest.spyOn(dialog, 'show');
});

afterEach(() => jest.useRealTimers());

let dialog: ErrorDialogStore;
let shown: jest.SpyInstance;
const shownIds = () => shown.mock.calls.map((call) => call[0] as string);

const priceCalls = () =>
  fetchMock.mock.calls.map((c) => String(c[0])).filter((url) => url.startsWith(PATH));

/** Stand-ins for the two readers on the summary page: SummaryPanel and SummaryForm. */
function Price({ testId }: { testId: string }) {
  const { data } = usePaymentData();
  return <p data-testid={testId}>{data ? data.paymentDataDiscounted.total : '-'}</p>;
}

function renderBoth(store: BookingStore, swr: SWRConfiguration) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), ...swr }}>
      <ErrorDialogProvider store={dialog}>
        <BookingProvider store={store}>{children}</BookingProvider>
      </ErrorDialogProvider>
    </SWRConfig>
  );
  render(
    <>
      <Price testId="panel" />
      <Price testId="form" />
    </>,
    { wrapper: Wrapper },
  );
}

async function bothShow(total: number) {
  await waitFor(() => expect(screen.getByTestId('panel')).toHaveTextContent(String(total)));
  expect(screen.getByTestId('form')).toHaveTextContent(String(total));
}

describe('usePaymentData: one request per change for panel and form', () => {
  // The app's SWR defaults, and no dedupe window at all (the requests share one key in flight).
  test.each<[string, SWRConfiguration]>([
    ['app defaults', {}],
    ['no dedupe window', { dedupingInterval: 0 }],
  ])('%s', async (_name, swr) => {
    // Fake timers (waitFor advances them), so that the count at the end can run every timer.
    jest.useFakeTimers();
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'bern',
    });
    renderBoth(store, swr);
    await bothShow(2490);
    expect(priceCalls()).toHaveLength(1);

    act(() => store.dispatch({ type: 'setServices', services: ['dxa'] }));
    await bothShow(2740);
    expect(priceCalls()).toHaveLength(2);

    // The slot is not priced, but SPEC 4 asks again when it changes (same URL, new key).
    act(() => store.dispatch({ type: 'selectTimeSlot', start: '2030-01-07T10:00:00+01:00' }));
    await waitFor(() => expect(priceCalls()).toHaveLength(3));

    act(() => store.dispatch({ type: 'setDiscountCode', code: 'WELCOME10' }));
    await bothShow(2640);
    // Let any late duplicate show up before counting: SWR asks again from effects, microtasks
    // and timers (a key with cached data revalidates in an animation frame). Run them all.
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(priceCalls()).toHaveLength(4);
  });

  test('the discount code check asks through the same key builder', async () => {
    const state = {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'bern',
      services: ['dxa'],
    };
    await expect(checkDiscountCode(state, 'en', 'WELCOME10')).resolves.toEqual({
      status: 'valid',
      code: 'WELCOME10',
    });
    const checked = priceCalls()[0];

    // Once the code is the booking's, the booking's price is asked with the very same URL.
    const store = createBookingStore(null, { ...state, discountCode: 'WELCOME10' });
    renderBoth(store, {});
    await bothShow(2640);
    expect(priceCalls()).toEqual([checked, checked]);
  });
});

describe('usePaymentData: a failed call opens the error dialog (SPEC 7)', () => {
  const failWith = (status: number, error: string, when: (url: string) => boolean = () => true) =>
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith(PATH) && when(url)
        ? { ok: false, status, text: async () => JSON.stringify({ error }) }
        : { ok: true, status: 200, text: async () => JSON.stringify(answer(url)) },
    );

  test('with the error id, once per failing key (two readers, re-renders, refetch)', async () => {
    failWith(400, 'payment-data-unavailable');
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'bern',
    });
    // Counts the answers SWR has handled (one per request).
    const failed = jest.fn();
    renderBoth(store, { dedupingInterval: 0, onError: failed });
    await waitFor(() => expect(shownIds()).toContain('payment-data-unavailable'));
    expect(screen.getByTestId('panel')).toHaveTextContent('-');

    // Another key that fails opens it again; going back to the first one does not.
    act(() => store.dispatch({ type: 'setServices', services: ['dxa'] }));
    await waitFor(() => expect(priceCalls()).toHaveLength(2));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
    act(() => store.dispatch({ type: 'setServices', services: [] }));
    await waitFor(() => expect(priceCalls()).toHaveLength(3));
    // The third answer (the first key failing again) has reached the hook: then flush its effects.
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(3));
    await act(async () => {});
    expect(shown).toHaveBeenCalledTimes(2);
    expect(store.getState().discountCode).toBeNull();
  });

  test('a malformed answer opens it with invalid-response', async () => {
    fetchMock.mockImplementation(async () => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ nothing: true }),
    }));
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan_with_blood_test',
    });
    renderBoth(store, {});
    await waitFor(() => expect(shownIds()).toContain('invalid-response'));
    expect(shown).toHaveBeenCalledTimes(1);
  });

  test('a stored or linked code the server refuses is dropped, and the prices come back', async () => {
    failWith(400, 'discount-code-invalid', (url) => url.includes('discountCode=EXPIRED'));
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'bern',
      discountCode: 'EXPIRED',
    });
    renderBoth(store, {});
    await waitFor(() => expect(shownIds()).toContain('discount-code-invalid'));
    await waitFor(() => expect(store.getState().discountCode).toBeNull());
    await bothShow(2490);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  test('the live check of a typed-in code opens no dialog and keeps the booking as it is', async () => {
    failWith(400, 'discount-code-invalid', (url) => url.includes('discountCode=NOPE'));
    const state = {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'bern',
    };
    const store = createBookingStore(null, state);
    renderBoth(store, {});
    await bothShow(2490);
    await expect(checkDiscountCode(state, 'en', 'NOPE')).resolves.toEqual({
      status: 'invalid',
      code: 'NOPE',
      errorId: 'discount-code-invalid',
    });
    expect(shown).not.toHaveBeenCalled();
    expect(store.getState().discountCode).toBeNull();
  });
});
