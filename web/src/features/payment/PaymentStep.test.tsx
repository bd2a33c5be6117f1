/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { sessionStore } from '@/features/booking/state/storage';
import { createBookingStore } from '@/features/booking/state/store';
import type { BookingState } from '@/features/booking/state/types';
import { markVisited, readVisited } from '@/features/booking/guards/visited';
import { createErrorDialogStore } from '@/features/overlays/errorDialogStore';
import { renderFlow } from '@/features/overlays/testI18n';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { flowView, RESERVED } from '@/features/summary/__fixtures__/flow';
import { mockRouter } from '@/lib/testing/mockRouter';
import { PaymentStep } from './PaymentStep';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const view = flowView();
const BOOKING: BookingState = { ...RESERVED, reservationName: 'BER-1' };

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({
    ok: false,
    status: 404,
    text: async () => JSON.stringify({ error: 'unpaid-reservation-not-found' }),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
});

describe('PaymentStep', () => {
  it('"start a new booking" after a failed lookup starts from a clean booking (no stale reservation or success flag)', async () => {
    mockRouter.reset('/payment?checkup=whole_body_scan_with_blood_test&location=bern', {
      locale: 'en-ch',
    });
    const store = createBookingStore(null, BOOKING);
    markVisited(sessionStore(), 'summary');
    renderFlow(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ErrorDialogProvider store={createErrorDialogStore()}>
          <BookingProvider store={store}>
            <PaymentStep view={view} />
          </BookingProvider>
        </ErrorDialogProvider>
      </SWRConfig>,
    );
    const link = await screen.findByRole('link', { name: /startOver|Start a new booking/ });
    expect(link).toHaveAttribute('href', '/en-ch/check-up');
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    await userEvent.click(link);
    await waitFor(() => expect(store.getState().reservationId).toBeNull());
    expect(store.getState()).toMatchObject({ isReservationSuccess: false, checkupSlug: null });
    expect(readVisited(sessionStore())).toEqual([]);
  });

  describe('Back to the summary', () => {
    const pageData = {
      reservationId: BOOKING.reservationId,
      reservationName: 'BER-1',
      timeSlotStart: BOOKING.timeSlotStart,
      timeSlotEnd: '2030-01-07T11:30:00+01:00',
      holdExpiresAt: null,
      currency: 'CHF',
      total: 2490,
      options: { deposit: { dueNow: 300, balance: 2190 }, full: { dueNow: 2490, balance: 0 } },
      items: [
        {
          kind: 'package',
          slug: 'whole_body_scan_with_blood_test',
          label: 'Full-body Check-up',
          amount: 2490,
        },
      ],
      discounts: [],
      provider: 'dev',
      publishableKey: null,
    };

    function answer(url: string) {
      const body = url.includes('/api/payment/fetch-data')
        ? pageData
        : url.includes('/api/payment/create-intent')
          ? { clientSecret: 'dev_secret_1', provider: 'dev', publishableKey: null, amount: 300 }
          : { error: 'error' };
      const ok = !('error' in body);
      return { ok, status: ok ? 200 : 500, text: async () => JSON.stringify(body) };
    }

    function renderPayment(state: BookingState) {
      mockRouter.reset('/payment?checkup=whole_body_scan_with_blood_test&location=bern', {
        locale: 'en-ch',
      });
      fetchMock.mockImplementation(async (input: RequestInfo | URL) => answer(String(input)));
      markVisited(sessionStore(), 'summary');
      renderFlow(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ErrorDialogProvider store={createErrorDialogStore()}>
            <BookingProvider store={createBookingStore(null, state)}>
              <PaymentStep view={view} />
            </BookingProvider>
          </ErrorDialogProvider>
        </SWRConfig>,
      );
    }

    it('links back to the summary with the booking (and its reservation) in the query while unpaid', async () => {
      renderPayment(BOOKING);
      await screen.findByTestId('payment-lines');
      const back = screen.getByTestId('payment-back');
      const href = back.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/summary\?/);
      expect(href).toContain('checkup=whole_body_scan_with_blood_test');
      expect(href).toContain('location=bern');
      expect(href).toContain(`reservationId=${BOOKING.reservationId}`);
    });

    it('has no way back once the payment succeeded', async () => {
      renderPayment({ ...BOOKING, isPaymentSuccess: true });
      await screen.findByTestId('payment-lines');
      expect(screen.queryByTestId('payment-back')).toBeNull();
    });
  });
});
