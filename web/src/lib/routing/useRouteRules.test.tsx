/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { mockRouter } from '@/lib/testing/mockRouter';
import type { RouteRules } from '@/shared/route-rules';
import { useRouteRules } from './useRouteRules';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const table: Record<string, RouteRules['redirect']> = {
  '/de-ch/angebot': { to: '/de-ch/check-up', permanent: false },
  '/de-ch/press': { to: 'https://news.example.ch/press', permanent: false },
  '/de-ch/a': { to: '/de-ch/b', permanent: false },
  '/de-ch/b': { to: '/de-ch/a', permanent: false },
};
const fetchRules = jest.fn(async (path: string): Promise<RouteRules> => ({
  redirect: table[path.split('?')[0]] ?? null,
}));
const hardNavigate = jest.fn<void, [string]>();

function setup(initialUrl = '/de-ch/check-up') {
  mockRouter.reset('/check-up');
  return renderHook(() =>
    useRouteRules({ fetchRules, hardNavigate, initialUrl: () => initialUrl }),
  );
}

beforeEach(() => {
  fetchRules.mockClear();
  hardNavigate.mockClear();
});

test('the first page is checked: a site path is a client replace keeping the query', async () => {
  setup('/de-ch/angebot?checkup=x');
  await waitFor(() => expect(mockRouter.calls).toHaveLength(1));
  expect(mockRouter.calls[0]).toMatchObject({
    method: 'replace',
    pathname: '/de-ch/check-up',
    query: { checkup: 'x' },
  });
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('a navigation to an absolute target is a full page load', async () => {
  setup();
  await waitFor(() => expect(fetchRules).toHaveBeenCalledTimes(1));
  act(() => mockRouter.events.emit('routeChangeStart', '/de-ch/press', { shallow: false }));
  await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('https://news.example.ch/press'));
  expect(mockRouter.calls).toHaveLength(0);
});

test('no rule, no action; shallow changes are not checked', async () => {
  setup();
  act(() =>
    mockRouter.events.emit('routeChangeStart', '/de-ch/summary?services=dxa', { shallow: true }),
  );
  act(() => mockRouter.events.emit('routeChangeStart', '/de-ch/summary', { shallow: false }));
  await waitFor(() => expect(fetchRules).toHaveBeenCalledTimes(2));
  expect(fetchRules.mock.calls.map((c) => c[0])).toEqual(['/de-ch/check-up', '/de-ch/summary']);
  expect(mockRouter.calls).toHaveLength(0);
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('a circle of redirects is cut off', async () => {
  setup('/de-ch/a');
  // initial check + 5 followed redirects (each replace triggers a new check): the sixth check
  // is the one cut off. Then flush what it could still have started, and count.
  await waitFor(() => expect(fetchRules).toHaveBeenCalledTimes(6));
  await act(async () => {});
  expect(fetchRules).toHaveBeenCalledTimes(6);
  expect(mockRouter.calls.length).toBe(5);
});
