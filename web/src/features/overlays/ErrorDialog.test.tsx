/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { ErrorDialog } from './ErrorDialog';
import { createErrorDialogStore } from './errorDialogStore';
import { renderFlow } from './testI18n';
import { ErrorDialogProvider, useErrorDialog } from './useErrorDialog';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();

function setup(language: 'de' | 'en' = 'de') {
  const store = createErrorDialogStore();
  let api: ReturnType<typeof useErrorDialog> | null = null;
  function Probe() {
    api = useErrorDialog();
    return null;
  }
  renderFlow(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ErrorDialogProvider store={store}>
        <Probe />
        <ErrorDialog />
      </ErrorDialogProvider>
    </SWRConfig>,
    { language },
  );
  return {
    store,
    show: (...args: Parameters<ReturnType<typeof useErrorDialog>['show']>) =>
      act(() => api!.show(...args)),
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  mockRouter.reset('/timeslot?checkup=whole_body_scan&location=bern', { locale: 'de-ch' });
});

describe('ErrorDialog', () => {
  it('shows the catalogue message of the id in the current language', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { messages: { 'discount-code-invalid': 'Ungültiger Rabattcode' } }),
    );
    const { show } = setup('de');
    show('discount-code-invalid');
    expect(screen.getByRole('dialog', { name: 'Da ist etwas schiefgegangen' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('error-dialog-message')).toHaveTextContent('Ungültiger Rabattcode'),
    );
    expect(fetchMock.mock.calls[0][0]).toBe('/api/error-messages?language=de');
  });

  it('falls back to the raw id, and to its own text for client ids', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { messages: {} }));
    const { show } = setup('en');
    show('salesforce-reservation-failed');
    await waitFor(() =>
      expect(screen.getByTestId('error-dialog-message')).toHaveTextContent(
        'salesforce-reservation-failed',
      ),
    );
    show('network-error');
    expect(screen.getByTestId('error-dialog-message')).toHaveTextContent(
      'could not reach our server',
    );
  });

  it('shows the raw id when the catalogue cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { show } = setup('en');
    show('reserve-timeslot-error-other');
    await waitFor(() =>
      expect(screen.getByTestId('error-dialog-message')).toHaveTextContent(
        'reserve-timeslot-error-other',
      ),
    );
  });

  it('loads the catalogue once per language, and tries again after a failed load', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const { show, store } = setup('de');
    show('discount-code-invalid');
    await waitFor(() =>
      expect(screen.getByTestId('error-dialog-message')).toHaveTextContent('discount-code-invalid'),
    );
    act(() => void store.close());
    fetchMock.mockResolvedValue(
      jsonResponse(200, { messages: { 'discount-code-invalid': 'Ungültiger Rabattcode' } }),
    );
    show('discount-code-invalid');
    await waitFor(() =>
      expect(screen.getByTestId('error-dialog-message')).toHaveTextContent('Ungültiger Rabattcode'),
    );
    act(() => void store.close());
    show('discount-code-invalid');
    expect(screen.getByTestId('error-dialog-message')).toHaveTextContent('Ungültiger Rabattcode');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('goes to the configured route on accept, keeping the query, and reports the close', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { messages: {} }));
    const onClose = jest.fn();
    const { show } = setup('de');
    show('reserve-timeslot-error-already-booked', { route: '/timeslot', onClose });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verstanden' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mockRouter.calls).toEqual([
      expect.objectContaining({
        method: 'push',
        pathname: '/timeslot',
        query: { checkup: 'whole_body_scan', location: 'bern' },
      }),
    ]);
  });

  it('closes without navigating on Escape', () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { messages: {} }));
    const { show } = setup('en');
    show('payment-failed-or-canceled-by-user', { route: '/payment' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockRouter.calls).toEqual([]);
  });
});
