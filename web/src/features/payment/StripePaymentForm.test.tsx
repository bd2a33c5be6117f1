/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createErrorDialogStore } from '@/features/overlays/errorDialogStore';
import { renderFlow } from '@/features/overlays/testI18n';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import StripePaymentForm from './StripePaymentForm';

const confirmPayment = jest.fn();
const focusElement = jest.fn();
const elements = { id: 'elements', getElement: () => ({ focus: focusElement }) };
const loadStripe = jest.fn((key: string) => Promise.resolve({ key }));
let elementsOptions: unknown;

jest.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    elementsOptions = options;
    return <div data-testid="elements">{children}</div>;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => elements,
}));

function setup() {
  const dialogs = createErrorDialogStore();
  renderFlow(
    <ErrorDialogProvider store={dialogs}>
      <StripePaymentForm
        clientSecret="pi_1_secret_2"
        publishableKey="pk_test_1"
        amount={300}
        locale="en-ch"
      />
    </ErrorDialogProvider>,
    { language: 'en' },
  );
  return dialogs;
}

beforeEach(() => {
  confirmPayment.mockReset();
});

describe('StripePaymentForm', () => {
  it('mounts the Payment Element for the intent and returns to /{locale}/payment-return', async () => {
    confirmPayment.mockReturnValue(new Promise(() => undefined));
    setup();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(elementsOptions).toMatchObject({ clientSecret: 'pi_1_secret_2', locale: 'en' });
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('pay'));
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: expect.objectContaining({ id: 'elements' }),
      confirmParams: { return_url: `${window.location.origin}/en-ch/payment-return` },
    });
    expect(screen.getByTestId('pay')).toBeDisabled();
  });

  it('shows the catalogue error when the payment cannot start, but not for form validation', async () => {
    const dialogs = setup();
    confirmPayment.mockResolvedValueOnce({ error: { type: 'validation_error' } });
    await userEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
    expect(dialogs.current()).toBeNull();

    confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error' } });
    await userEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(dialogs.current()?.errorId).toBe('error-stripe-payment'));
  });

  it('says a declined card was declined beside the form, focuses it, and opens no dialog (docs/spec.md)', async () => {
    const dialogs = setup();
    confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await userEvent.click(screen.getByTestId('pay'));
    await waitFor(() =>
      expect(screen.getByTestId('card-status')).toHaveTextContent('Your card was declined.'),
    );
    expect(focusElement).toHaveBeenCalled();
    expect(dialogs.current()).toBeNull();
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
  });
});
