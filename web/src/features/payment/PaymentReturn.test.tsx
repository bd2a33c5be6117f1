/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore } from '@/features/booking/state/store';
import { createErrorDialogStore } from '@/features/overlays/errorDialogStore';
import { renderFlow } from '@/features/overlays/testI18n';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { flowView, RESERVED } from '@/features/summary/__fixtures__/flow';
import { PaymentReturn } from './PaymentReturn';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const view = flowView();
const BOOKING = RESERVED;

const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue(jsonResponse(status, body));
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
  it('puts focus on its heading, which brings the message into view on a phone', async () => {
    // The answer waits, so the page stays on its message.
    fetchMock.mockReturnValue(new Promise(() => {}));
    setup(
      '/payment-return?payment_intent=pi_dev_1&payment_intent_client_secret=pi_dev_1_secret_abc&redirect_status=succeeded',
    );
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region')).toHaveAccessibleName(heading.textContent ?? '');
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  });

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
      // In act: each retry's answer updates the page.
      for (let i = 0; i < 12; i++) await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(fetchMock).toHaveBeenCalledTimes(10);
      expect(lastNavigation()?.pathname).toBe('/payment');
      expect(dialogs.current()?.errorId).toBe('payment-processing');
      expect(store.getState().isPaymentSuccess).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
