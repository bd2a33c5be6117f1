/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { mockRouter } from '@/lib/testing/mockRouter';
import { RELOAD_LOG_KEY } from './buildCheck';
import { BUILD_ID_PATH, fetchLatestBuildId, useBuildReload } from './useBuildReload';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

let latest: string | null;
const fetchLatest = jest.fn(async () => latest);
const hardNavigate = jest.fn<void, [string]>();
let clock = 1_800_000_000_000;

function setup() {
  (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__ = {
    buildId: 'build-1',
  };
  mockRouter.reset('/check-up');
  return renderHook(() =>
    useBuildReload({ intervalMs: 60_000, fetchLatest, hardNavigate, now: () => clock }),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  fetchLatest.mockClear();
  hardNavigate.mockClear();
  latest = 'build-1';
  clock = 1_800_000_000_000;
});
afterEach(() => jest.useRealTimers());

const poll = async () => {
  await act(async () => {
    jest.advanceTimersByTime(60_000);
    await Promise.resolve();
  });
};
const navigate = (url: string, shallow = false) =>
  act(() => mockRouter.events.emit('routeChangeStart', url, { shallow }));

test('same build: route changes stay client-side', async () => {
  setup();
  await poll();
  expect(fetchLatest).toHaveBeenCalledTimes(1);
  navigate('/de-ch/add-ons');
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('new build: the next route change is a full load, once per path per 10 s', async () => {
  setup();
  latest = 'build-2';
  await poll();
  navigate('/de-ch/add-ons?checkup=x');
  expect(hardNavigate).toHaveBeenCalledWith('/de-ch/add-ons?checkup=x');
  expect(JSON.parse(window.sessionStorage.getItem(RELOAD_LOG_KEY)!)).toEqual({
    '/de-ch/add-ons': clock,
  });
  clock += 5_000;
  navigate('/de-ch/add-ons');
  expect(hardNavigate).toHaveBeenCalledTimes(1);
  navigate('/de-ch/location');
  expect(hardNavigate).toHaveBeenCalledTimes(2);
  clock += 10_000;
  navigate('/de-ch/add-ons');
  expect(hardNavigate).toHaveBeenCalledTimes(3);
});

test('shallow query updates never reload', async () => {
  setup();
  latest = 'build-2';
  await poll();
  navigate('/de-ch/add-ons?services=dxa', true);
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('window focus checks at once', async () => {
  setup();
  latest = 'build-2';
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
  });
  expect(fetchLatest).toHaveBeenCalledTimes(1);
  navigate('/de-ch/summary');
  expect(hardNavigate).toHaveBeenCalledWith('/de-ch/summary');
});

test('a failed poll is no news', async () => {
  setup();
  latest = null;
  await poll();
  navigate('/de-ch/summary');
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('a chunk-load error on a route change reloads that URL', () => {
  setup();
  const err = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
  act(() => mockRouter.events.emit('routeChangeError', err, '/de-ch/timeslot', { shallow: false }));
  expect(hardNavigate).toHaveBeenCalledWith('/de-ch/timeslot');
  act(() =>
    mockRouter.events.emit('routeChangeError', new Error('other'), '/de-ch/summary', {
      shallow: false,
    }),
  );
  expect(hardNavigate).toHaveBeenCalledTimes(1);
});

test('unmount stops polling and listening', async () => {
  const { unmount } = setup();
  unmount();
  await poll();
  expect(fetchLatest).not.toHaveBeenCalled();
  latest = 'build-2';
  navigate('/de-ch/summary');
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('the poll asks GET /builds/latest.json with a timestamp query (SPEC 7) and reads its id', async () => {
  const realFetch = global.fetch;
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ id: 'build-9' }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  try {
    await expect(fetchLatestBuildId(1_800_000_000_000)).resolves.toBe('build-9');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      `${BUILD_ID_PATH}?t=1800000000000`,
    );
    expect(BUILD_ID_PATH).toBe('/builds/latest.json');
  } finally {
    global.fetch = realFetch;
  }
});
