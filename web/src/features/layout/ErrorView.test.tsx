/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/i18n/testing';
import { mockRouter } from '@/lib/testing/mockRouter';
import { ErrorView } from './ErrorView';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

beforeEach(() => mockRouter.reset('/404', { locale: 'en-ch' }));

test('404: "Page Not Found: {path}" with the requested path, as text, never markup (SPEC 8)', async () => {
  window.history.replaceState(null, '', '/en-ch/no-such-page%20x/%3Cb%3E?q=1');
  renderWithI18n(<ErrorView status={404} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  expect(await screen.findByTestId('error-message')).toHaveTextContent(
    'Page Not Found: /en-ch/no-such-page x/<b>',
  );
  expect(document.querySelector('b')).toBeNull();
});

test('404 in German', async () => {
  window.history.replaceState(null, '', '/de-ch/gibts-nicht');
  renderWithI18n(<ErrorView status={404} />, { language: 'de' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
  expect(await screen.findByTestId('error-message')).toHaveTextContent(
    'Seite nicht gefunden: /de-ch/gibts-nicht',
  );
});

test('500 shows no path', () => {
  renderWithI18n(<ErrorView status={500} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  expect(screen.queryByTestId('error-message')).toBeNull();
});
