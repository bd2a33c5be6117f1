/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import { IdleDialog } from './IdleDialog';
import { IDLE_TIMEOUT_MS } from './idleTimer';
import { renderFlow } from './testI18n';
import { setAnalyticsConsent } from '@/lib/consent';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';

// A visitor who agreed to analytics (docs/manage-booking.md): the dialog's events reach the dataLayer.
beforeEach(() => setAnalyticsConsent(true));
afterAll(() => setAnalyticsConsent(false));

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();

function renderDialog(store: BookingStore = createBookingStore(null)) {
  return renderFlow(
    <BookingProvider store={store}>
      <IdleDialog />
    </BookingProvider>,
    { language: 'en' },
  );
}

function dataLayerEvents(): string[] {
  const layer = (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
  return layer.flatMap((e) => (e.event ? [e.event] : []));
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

const idle = (ms = IDLE_TIMEOUT_MS) => act(() => jest.advanceTimersByTime(ms));

/** Idle until the dialog opens; its contact field once the form has loaded (React.lazy). */
async function openContactField(): Promise<HTMLElement> {
  renderDialog();
  idle();
  return screen.findByLabelText(/Email or phone number/);
}

/** Idle until the dialog opens, type `value` and send it; the server answers `status` with `body`. */
async function sendContact(value: string, status: number, body: unknown) {
  fetchMock.mockResolvedValue(jsonResponse(status, body));
  fireEvent.change(await openContactField(), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Contact me' }));
  });
}

describe('IdleDialog', () => {
  it('opens after 15 s without activity and not before', async () => {
    renderDialog();
    idle(IDLE_TIMEOUT_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    idle(1);
    const dialog = screen.getByRole('dialog', { name: 'Can we help you?' });
    expect(dataLayerEvents()).toEqual(['checkout_popup_open']);
    // Its form is loaded when the dialog first opens (React.lazy).
    expect(await within(dialog).findByLabelText(/Email or phone number/)).toBeInTheDocument();
  });

  it.each([
    '/booking?token=t',
    '/rebook?token=t',
    '/screening?token=t',
    '/preview/email?template=confirmation',
  ])("never opens on %s (a booker's or an editor's page)", (url) => {
    mockRouter.reset(url);
    try {
      renderDialog();
      idle(IDLE_TIMEOUT_MS * 4);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      // The dialog is still mounted and follows the router.
      act(() => mockRouter.reset('/'));
    }
  });

  it('waits again after a click, a key or a scroll', () => {
    renderDialog();
    idle(10_000);
    fireEvent.click(document.body);
    idle(10_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    idle(10_000);
    fireEvent.scroll(window);
    idle(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    idle(5_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not open while a reservation is processing or after success', () => {
    const store = createBookingStore(null);
    store.dispatch({ type: 'setProcessing', value: true });
    renderDialog(store);
    idle(IDLE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.dispatch({ type: 'setProcessing', value: false }));
    act(() => store.dispatch({ type: 'paymentSucceeded' }));
    idle(IDLE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed for the session after the close icon', () => {
    const { unmount } = renderDialog();
    idle();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataLayerEvents()).toEqual(['checkout_popup_open', 'checkout_popup_close']);
    idle(IDLE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Another page of the same session.
    unmount();
    renderDialog();
    idle(IDLE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes back after one click outside, but not after the second', () => {
    renderDialog();
    idle();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    idle();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    idle(IDLE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the email or phone error and sends nothing for invalid input', async () => {
    const input = await openContactField();
    fireEvent.change(input, { target: { value: 'anna@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Contact me' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Contact me' }));
    expect(
      screen.getByText('Please enter a valid phone number (8 to 15 digits).'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dataLayerEvents()).toEqual(['checkout_popup_open', 'checkout_popup_form_interaction']);
  });

  it('posts a valid phone number to /api/idle-contact and thanks the visitor', async () => {
    await sendContact('+41 79 123 45 67', 200, { ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/idle-contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ phoneNumber: '+41791234567' });
    expect(
      screen.getByText('Thank you. We will get in touch with you shortly.'),
    ).toBeInTheDocument();
    expect(dataLayerEvents()).toContain('checkout_popup_form_success');
    fireEvent.click(screen.getByRole('button', { name: 'Back to my booking' }));
    idle(IDLE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never comes back once the contact was sent, however the dialog is then closed', async () => {
    await sendContact('anna@example.ch', 200, { ok: true });
    expect(screen.getByText(/We will get in touch/)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    idle(IDLE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the visitor retry when sending fails', async () => {
    await sendContact('anna@example.ch', 400, { error: 'invalid-request' });
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({ email: 'anna@example.ch' });
    expect(screen.getByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByRole('button', { name: 'Contact me' })).toBeEnabled();
  });
});
