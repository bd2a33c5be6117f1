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
import { mockRouter } from '@/lib/testing/mockRouter';
import { usePaymentData } from './usePaymentData';

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
});

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
      <BookingProvider store={store}>{children}</BookingProvider>
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
    // Let any late duplicate show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 30));
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
