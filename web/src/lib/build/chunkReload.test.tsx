/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { clientLog } from '../clientLog';
import { RELOAD_LOG_KEY } from './buildCheck';
import { reloadOnChunkError, useChunkLoadReload } from './chunkReload';

jest.mock('../clientLog', () => ({
  ...jest.requireActual('../clientLog'),
  clientLog: jest.fn(() => true),
}));

const reload = jest.fn();
let clock = 1_800_000_000_000;
const now = () => clock;

/** The errors the bundlers raise when a chunk is gone after a deploy. */
const webpackChunkError = () =>
  Object.assign(new Error('Loading chunk 423 failed.\n(error: /_next/static/chunks/423.js)'), {
    name: 'ChunkLoadError',
  });
const turbopackChunkError = () =>
  Object.assign(new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 1234'), {
    name: 'ChunkLoadError',
  });
const esmImportError = () =>
  new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js');
const cssChunkError = () => new Error('Loading CSS chunk 7 failed.\n(/_next/static/css/7.css)');

beforeEach(() => {
  window.sessionStorage.clear();
  reload.mockClear();
  jest.mocked(clientLog).mockClear();
  clock = 1_800_000_000_000;
  window.history.replaceState(null, '', '/de-ch/summary?checkup=x');
});

describe('reloadOnChunkError', () => {
  test.each([
    ['webpack ChunkLoadError', webpackChunkError],
    ['Turbopack "Failed to load chunk"', turbopackChunkError],
    ['failed dynamic import', esmImportError],
    ['CSS chunk', cssChunkError],
  ])('%s: reloads, logs and records the path', (_name, make) => {
    expect(reloadOnChunkError(make(), { now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(RELOAD_LOG_KEY)!)).toEqual({
      '/de-ch/summary': clock,
    });
    expect(clientLog).toHaveBeenCalledWith(
      'warn',
      'chunk-load-reload',
      expect.objectContaining({ message: expect.any(String) }),
    );
  });

  test('at most once per path per 10 s; then it logs that it gave up', () => {
    expect(reloadOnChunkError(webpackChunkError(), { now, reload })).toBe(true);
    clock += 9_999;
    expect(reloadOnChunkError(webpackChunkError(), { now, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(clientLog).toHaveBeenLastCalledWith(
      'error',
      'chunk-load-failed',
      expect.objectContaining({ name: 'ChunkLoadError' }),
    );
    clock += 1;
    expect(reloadOnChunkError(webpackChunkError(), { now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('other errors are left alone', () => {
    expect(reloadOnChunkError(new TypeError('x is undefined'), { now, reload })).toBe(false);
    expect(reloadOnChunkError(null, { now, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(clientLog).not.toHaveBeenCalled();
  });
});

describe('useChunkLoadReload', () => {
  const rejection = (reason: unknown) => {
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.assign(event, { reason, promise: Promise.resolve() });
    return event;
  };

  test('an unhandled rejection with a chunk error reloads; other rejections do not', () => {
    const { unmount } = renderHook(() => useChunkLoadReload({ now, reload }));
    const other = rejection(new Error('boom'));
    window.dispatchEvent(other);
    expect(reload).not.toHaveBeenCalled();
    expect(other.defaultPrevented).toBe(false);
    const chunk = rejection(turbopackChunkError());
    window.dispatchEvent(chunk);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(chunk.defaultPrevented).toBe(true);
    unmount();
    clock += 60_000;
    window.dispatchEvent(rejection(turbopackChunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('an error event with a chunk error reloads', () => {
    renderHook(() => useChunkLoadReload({ now, reload }));
    window.dispatchEvent(new ErrorEvent('error', { error: esmImportError(), cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new ErrorEvent('error', { error: esmImportError(), cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1); // the guard
  });
});
