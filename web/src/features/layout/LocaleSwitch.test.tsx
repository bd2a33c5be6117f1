/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { createTestTranslator, renderWithI18n, TestTranslations } from '@/i18n/testing';
import { LocaleSwitch } from './LocaleSwitch';

function router(locale: string, asPath: string): NextRouter {
  return {
    locale,
    locales: ['default', 'de-ch', 'en-ch', 'de-de', 'en-de'],
    defaultLocale: 'default',
    asPath,
    pathname: asPath.split('?')[0],
    query: {},
    route: asPath.split('?')[0],
    basePath: '',
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  } as unknown as NextRouter;
}

jest.mock('next/router', () => {
  const { useContext } = jest.requireActual('react');
  const { RouterContext: Ctx } = jest.requireActual(
    'next/dist/shared/lib/router-context.shared-runtime',
  );
  return { useRouter: () => useContext(Ctx) };
});

function renderSwitch(locale: string, asPath: string, language: 'de' | 'en') {
  return renderWithI18n(
    <RouterContext.Provider value={router(locale, asPath)}>
      <LocaleSwitch />
    </RouterContext.Provider>,
    { language },
  );
}

describe('LocaleSwitch', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });

  /** The link `name` in the navigation named `nav` (Land/Country, Sprache/Language). */
  const linkIn = (nav: string, name: string | RegExp) =>
    within(screen.getByRole('navigation', { name: nav })).getByRole('link', { name });

  it('offers the markets in the current language and the languages in the current market, keeping path and query', () => {
    renderSwitch('de-ch', '/summary?checkup=whole_body_scan', 'de');
    expect(linkIn('Land', 'Schweiz')).toHaveAttribute('aria-current', 'true');
    const germany = linkIn('Land', 'Deutschland');
    // Next adds the locale prefix in the built app (checked in e2e); here: target and path.
    expect(germany).toHaveAttribute('data-locale', 'de-de');
    expect(germany).toHaveAttribute('href', '/summary?checkup=whole_body_scan');
    const english = linkIn('Sprache', /EN/);
    expect(english).toHaveAttribute('data-locale', 'en-ch');
    expect(english).toHaveAttribute('href', '/summary?checkup=whole_body_scan');
  });

  it('keeps the language when switching market in English', () => {
    renderSwitch('en-de', '/check-up', 'en');
    expect(linkIn('Country', 'Switzerland')).toHaveAttribute('data-locale', 'en-ch');
    expect(linkIn('Country', 'Germany')).toHaveAttribute('aria-current', 'true');
  });

  it('remembers the chosen locale in the i18n_redirected cookie', () => {
    renderSwitch('de-ch', '/check-up', 'de');
    fireEvent.click(linkIn('Sprache', /EN/));
    expect(document.cookie).toContain('i18n_redirected=en-ch');
  });

  it('hydrates a static page without a mismatch: the query joins the links after hydration (docs/spec.md)', async () => {
    // The server renders a static page without its query; the browser's router has it.
    const tree = (asPath: string) => (
      <TestTranslations translator={createTestTranslator('en')}>
        <RouterContext.Provider value={router('en-de', asPath)}>
          <LocaleSwitch />
        </RouterContext.Provider>
      </TestTranslations>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree('/summary'));
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { hydrateRoot } = await import('react-dom/client');
      await act(async () => {
        hydrateRoot(container, tree('/summary?checkup=whole_body_scan'), {
          onRecoverableError: (error) => console.error(error),
        });
      });
      expect(errors).not.toHaveBeenCalled();
      const germany = within(container).getByRole('link', { name: 'Germany' });
      expect(germany).toHaveAttribute('href', '/summary?checkup=whole_body_scan');
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
