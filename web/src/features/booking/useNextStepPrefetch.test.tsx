/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { mockRouter } from '@/lib/testing/mockRouter';
import { isSlowConnection, PREFETCH_DELAY_MS, useNextStepPrefetch } from './useNextStepPrefetch';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

function setConnection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: effectiveType ? { effectiveType } : undefined,
    configurable: true,
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  setConnection('4g');
});
afterEach(() => jest.useRealTimers());

function prefetchSpy() {
  return jest.spyOn(mockRouter.current, 'prefetch').mockResolvedValue(undefined);
}

test.each([
  ['/check-up', '/add-ons'],
  ['/add-ons', '/location'],
  ['/location', '/timeslot'],
  ['/timeslot', '/summary'],
  ['/summary', '/payment'],
  ['/payment', '/payment-return'],
  ['/payment-return', '/success'],
])('%s prefetches %s after one second', (page, next) => {
  mockRouter.reset(page);
  const spy = prefetchSpy();
  renderHook(() => useNextStepPrefetch());
  jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
  expect(spy).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(spy).toHaveBeenCalledTimes(1);
  expect(spy).toHaveBeenCalledWith(next);
});

test('nothing after success, on pages outside the flow, or before the router is ready', () => {
  for (const [page, ready] of [
    ['/success', true],
    ['/_design-system', true],
    ['/check-up', false],
  ] as const) {
    mockRouter.reset(page, { isReady: ready });
    const spy = prefetchSpy();
    const { unmount } = renderHook(() => useNextStepPrefetch());
    jest.advanceTimersByTime(5 * PREFETCH_DELAY_MS);
    expect(spy).not.toHaveBeenCalled();
    unmount();
  }
});

test('not on a slow-2g connection', () => {
  setConnection('slow-2g');
  mockRouter.reset('/check-up');
  const spy = prefetchSpy();
  renderHook(() => useNextStepPrefetch());
  jest.advanceTimersByTime(5 * PREFETCH_DELAY_MS);
  expect(spy).not.toHaveBeenCalled();
});

test('leaving the page within the second cancels the prefetch', () => {
  mockRouter.reset('/check-up');
  const spy = prefetchSpy();
  const { unmount } = renderHook(() => useNextStepPrefetch());
  jest.advanceTimersByTime(500);
  unmount();
  jest.advanceTimersByTime(5 * PREFETCH_DELAY_MS);
  expect(spy).not.toHaveBeenCalled();
});

test('isSlowConnection reads the Network Information API where there is one', () => {
  setConnection('slow-2g');
  expect(isSlowConnection()).toBe(true);
  setConnection('2g');
  expect(isSlowConnection()).toBe(false);
  setConnection(undefined);
  expect(isSlowConnection()).toBe(false);
});
