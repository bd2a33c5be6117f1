/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { renderWithI18n } from '@/i18n/testing';
import { clientLog } from '@/lib/clientLog';
import { mockRouter } from '@/lib/testing/mockRouter';
import { ErrorBoundary } from './ErrorBoundary';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

jest.mock('@/lib/clientLog', () => ({
  ...jest.requireActual('@/lib/clientLog'),
  clientLog: jest.fn(() => true),
}));

const chunkError = () =>
  Object.assign(new Error('Loading chunk 512 failed.\n(error: /_next/static/chunks/512.js)'), {
    name: 'ChunkLoadError',
  });

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockRouter.reset('/summary', { locale: 'en-ch' });
  jest.mocked(clientLog).mockClear();
  // React reports caught render errors on the console; expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

test('a lazy chunk that fails to load reloads the page and shows nothing meanwhile', async () => {
  const reload = jest.fn(() => true);
  const Lazy = lazy(() => Promise.reject(chunkError()));
  const { container } = renderWithI18n(
    <ErrorBoundary reloadOnChunkError={reload}>
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>
    </ErrorBoundary>,
  );
  // The rejected import settles in microtasks; an awaited act drains them (it waits a
  // macrotask) and renders what they caused.
  await act(async () => {});
  expect(reload).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
  expect(container).toBeEmptyDOMElement();
  expect(clientLog).not.toHaveBeenCalled();
});

test('a chunk error the guard does not reload again shows the error view and is logged', () => {
  const reload = jest.fn(() => false);
  renderWithI18n(
    <ErrorBoundary reloadOnChunkError={reload}>
      <Thrower error={chunkError()} />
    </ErrorBoundary>,
  );
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  expect(clientLog).toHaveBeenCalledWith(
    'error',
    'render-error',
    expect.objectContaining({ name: 'ChunkLoadError' }),
  );
});

test('any other render error shows the localized error view and logs name and message', () => {
  const reload = jest.fn(() => false);
  renderWithI18n(
    <ErrorBoundary reloadOnChunkError={reload}>
      <Thrower error={new TypeError('cannot read x of undefined')} />
    </ErrorBoundary>,
    { language: 'de' },
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Interner Serverfehler');
  expect(screen.getByRole('link', { name: /Zurück zum Check-up/ })).toBeInTheDocument();
  expect(clientLog).toHaveBeenCalledWith(
    'error',
    'render-error',
    expect.objectContaining({ name: 'TypeError', message: 'cannot read x of undefined' }),
  );
});

test('a new page (resetKey) clears the error', () => {
  const page = (path: string) => (
    <ErrorBoundary resetKey={path} reloadOnChunkError={() => false}>
      {path === '/de-ch/broken' ? <Thrower error={new Error('x')} /> : <p>fine</p>}
    </ErrorBoundary>
  );
  const { rerender } = renderWithI18n(page('/de-ch/broken'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  rerender(page('/de-ch/check-up'));
  expect(screen.getByText('fine')).toBeInTheDocument();
});
