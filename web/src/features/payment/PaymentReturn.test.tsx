/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import { createErrorDialogStore } from '@/features/overlays/errorDialogStore';
import { renderFlow } from '@/features/overlays/testI18n';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { mockRouter } from '@/lib/testing/mockRouter';
import type { FlowView } from '@/features/summary/flowView';
import { PaymentReturn } from './PaymentReturn';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const view: FlowView = {
  known: { checkups: ['whole_body_scan_with_blood_test'], services: [], locations: ['bern'] },
  packages: [],
  services: [],
  locations: [],
  errorMessages: {},
  depositAmount: 300,
  minimumAge: 18,
  policies: {},
};

const BOOKING: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan_with_blood_test',
  locationSlug: 'bern',
  timeSlotStart: '2030-01-07T10:00:00+01:00',
  reservationId: '7d9f4c1e-0000-4000-8000-000000000001',
  isReservationSuccess: true,
  personalData: { ...INITIAL_BOOKING_STATE.personalData, email: 'anna@example.ch' },
};

const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue({ ok: status < 300, status, text: async () => JSON.stringify(body) });
}

function setup(url: string) {
  mockRouter.reset(url, { locale: 'de-ch' });
  const store = createBookingStore(null, BOOKING);
  const dialogs = createErrorDialogStore();
  renderFlow(
    <ErrorDialogProvider store={dialogs}>
      <BookingProvider store={store}>
        <PaymentReturn view={view} />
      </BookingProvider>
    </ErrorDialogProvider>,
    { language: 'de' },
  );
  return { store, dialogs };
}

const lastNavigation = () => mockRouter.calls.filter((c) => c.options?.shallow !== true).at(-1);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('PaymentReturn', () => {
  it('confirms the intent on the server, sets the payment flag and replaces to success', async () => {
    answer(200, {
      result: 'payment-downpayment-pending',
      reservationId: BOOKING.reservationId,
      reservationName: 'BER-1',
    });
    const { store } = setup(
      '/payment-return?payment_intent=pi_dev_1&payment_intent_client_secret=pi_dev_1_secret_abc&redirect_status=succeeded',
    );
    await waitFor(() => expect(lastNavigation()?.pathname).toBe('/success'));
    expect(lastNavigation()?.method).toBe('replace');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/payment/confirm',
      expect.objectContaining({ method: 'POST' }),
    );
    const body = JSON.parse(
      String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body),
    ) as unknown;
    expect(body).toEqual({ paymentIntentClientSecret: 'pi_dev_1_secret_abc' });
    expect(store.getState()).toMatchObject({ isPaymentSuccess: true, reservationName: 'BER-1' });
  });

  it('goes back to payment with the catalogue error when the server refuses the payment', async () => {
    answer(409, { error: 'payment-failed-or-canceled-by-user' });
    const { store, dialogs } = setup(
      '/payment-return?payment_intent=pi_dev_1&payment_intent_client_secret=pi_dev_1_secret_abc&redirect_status=succeeded',
    );
    await waitFor(() => expect(lastNavigation()?.pathname).toBe('/payment'));
    await waitFor(() =>
      expect(dialogs.current()?.errorId).toBe('payment-failed-or-canceled-by-user'),
    );
    expect(store.getState().isPaymentSuccess).toBe(false);
    expect(lastNavigation()?.query).toMatchObject({ reservationId: BOOKING.reservationId });
  });

  it('does not ask the server when the provider reports a declined approval, and says so', async () => {
    const { dialogs } = setup(
      '/payment-return?payment_intent=pi_dev_1&payment_intent_client_secret=pi_dev_1_secret_abc&redirect_status=failed',
    );
    await waitFor(() => expect(lastNavigation()?.pathname).toBe('/payment'));
    // A redirect method (TWINT) came back without approval: its own words, then the form.
    expect(dialogs.current()?.errorId).toBe('payment-approval-cancelled');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the payment is still processing (not failed) when the provider has not settled after all retries', async () => {
    jest.useFakeTimers();
    try {
      answer(202, { result: 'payment-processing' });
      const { store, dialogs } = setup(
        '/payment-return?payment_intent=pi_dev_1&payment_intent_client_secret=pi_dev_1_secret_abc&redirect_status=processing',
      );
      for (let i = 0; i < 12; i++) await jest.advanceTimersByTimeAsync(2000);
      expect(fetchMock).toHaveBeenCalledTimes(10);
      expect(lastNavigation()?.pathname).toBe('/payment');
      expect(dialogs.current()?.errorId).toBe('payment-processing');
      expect(store.getState().isPaymentSuccess).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
