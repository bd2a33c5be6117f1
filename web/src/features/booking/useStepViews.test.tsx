/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { mockRouter } from '@/lib/testing/mockRouter';
import { useStepViews } from './useStepViews';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
// The count waits for the browser's idle time (a timer in jsdom, ../overlays/whenIdle.ts).
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const idle = () => act(() => jest.runOnlyPendingTimers());

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 204 } as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
});

const bodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/insights/step')
    .map(([, init]) => JSON.parse(String(init.body)) as unknown);

test('counts each booking step the visitor comes to, naming the step only, without credentials', () => {
  mockRouter.reset('/timeslot?checkup=whole_body_scan&location=bern', { isReady: false });
  renderHook(() => useStepViews());
  expect(bodies()).toEqual([]); // not before the router is ready
  act(() => mockRouter.setReady());
  expect(bodies()).toEqual([]); // not in hydration's work
  idle();
  expect(bodies()).toEqual([{ step: 'timeslot' }]);
  // The same step with another query (a chosen day) is not another view.
  act(() => mockRouter.visit('/timeslot?checkup=whole_body_scan&location=bern&date=2026-06-12'));
  act(() => mockRouter.visit('/summary?checkup=whole_body_scan'));
  idle();
  expect(bodies()).toEqual([{ step: 'timeslot' }, { step: 'summary' }]);
  const init = fetchMock.mock.calls[0][1];
  expect(init).toMatchObject({ method: 'POST', keepalive: true });
  expect(init.credentials).toBeUndefined();
});

test('counts nothing outside the booking steps (success, manage, the desk)', () => {
  for (const url of ['/success', '/manage?token=x', '/staff', '/']) {
    // In act: the hooks of the earlier pages are still mounted and follow the router.
    act(() => mockRouter.reset(url));
    renderHook(() => useStepViews());
  }
  idle();
  expect(bodies()).toEqual([]);
});

test('a step left before the browser was idle is still counted', () => {
  mockRouter.reset('/location?checkup=whole_body_scan');
  renderHook(() => useStepViews());
  act(() => mockRouter.visit('/timeslot?checkup=whole_body_scan&location=bern'));
  idle();
  expect(bodies()).toEqual([{ step: 'location' }, { step: 'timeslot' }]);
});
