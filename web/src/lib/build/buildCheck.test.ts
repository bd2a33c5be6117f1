import {
  decideReload,
  isChunkLoadError,
  isNewBuild,
  pathKey,
  readReloadLog,
  recordReload,
  reloadAllowed,
  RELOAD_LOG_KEY,
  writeReloadLog,
} from './buildCheck';

describe('isNewBuild', () => {
  test.each<[string | null, string | null, boolean]>([
    ['a', 'b', true],
    ['a', 'a', false],
    [null, 'b', false],
    ['a', null, false],
    ['development', 'development', false],
  ])('%p -> %p: %p', (running, latest, expected) => {
    expect(isNewBuild(running, latest)).toBe(expected);
  });
});

test('pathKey keeps only the path', () => {
  expect(pathKey('/de-ch/timeslot?checkup=x#top')).toBe('/de-ch/timeslot');
  expect(pathKey('https://example.ch/en-ch/summary?a=1')).toBe('/en-ch/summary');
  expect(pathKey('https://example.ch')).toBe('/');
});

describe('reload guard: once per path per 10 s', () => {
  const t0 = 1_800_000_000_000;
  test('first reload of a path is allowed', () => {
    expect(reloadAllowed('/de-ch/timeslot', t0, {})).toBe(true);
  });
  test('the same path within 10 s is refused, after 10 s allowed again', () => {
    const log = recordReload('/de-ch/timeslot?x=1', t0, {});
    expect(reloadAllowed('/de-ch/timeslot?y=2', t0 + 9_999, log)).toBe(false);
    expect(reloadAllowed('/de-ch/timeslot', t0 + 10_000, log)).toBe(true);
  });
  test('another path is independent', () => {
    const log = recordReload('/de-ch/timeslot', t0, {});
    expect(reloadAllowed('/de-ch/summary', t0 + 1, log)).toBe(true);
  });
  test('old entries are pruned when recording', () => {
    const log = recordReload('/b', t0 + 20_000, recordReload('/a', t0, {}));
    expect(log).toEqual({ '/b': t0 + 20_000 });
  });
  test('a timestamp in the future (clock changed) does not block forever', () => {
    expect(reloadAllowed('/a', t0, { '/a': t0 + 60_000 })).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  test.each<[string, unknown, boolean]>([
    [
      'webpack ChunkLoadError',
      Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
      true,
    ],
    [
      'message only',
      new Error(
        'Loading chunk pages/timeslot-abc failed. (error: https://x/_next/static/chunks/1.js)',
      ),
      true,
    ],
    ['css chunk', new Error('Loading CSS chunk 42 failed'), true],
    [
      'dynamic import (Chrome)',
      new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
      true,
    ],
    ['dynamic import (Safari)', new TypeError('Importing a module script failed.'), true],
    ['turbopack', new Error('Failed to load chunk /_next/static/chunks/a.js'), true],
    ['other error', new Error('Cannot read properties of undefined'), false],
    ['cancelled route', Object.assign(new Error('Route Cancelled'), { cancelled: true }), false],
    ['not an error', 'Loading chunk', false],
    ['null', null, false],
  ])('%s', (_name, err, expected) => {
    expect(isChunkLoadError(err)).toBe(expected);
  });
});

describe('decideReload', () => {
  const now = 1_800_000_000_000;
  const chunkError = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
  test.each<[string, Parameters<typeof decideReload>[0], string]>([
    ['new build', { path: '/a', now, log: {}, newBuild: true }, 'reload'],
    ['no new build', { path: '/a', now, log: {}, newBuild: false }, 'continue'],
    [
      'new build but path just reloaded',
      { path: '/a', now, log: { '/a': now - 5_000 }, newBuild: true },
      'continue',
    ],
    ['chunk error', { path: '/a', now, log: {}, newBuild: false, error: chunkError }, 'reload'],
    [
      'chunk error, path just reloaded',
      { path: '/a', now, log: { '/a': now - 1 }, newBuild: false, error: chunkError },
      'continue',
    ],
    [
      'other error',
      { path: '/a', now, log: {}, newBuild: false, error: new Error('boom') },
      'continue',
    ],
  ])('%s', (_name, input, expected) => {
    expect(decideReload(input)).toBe(expected);
  });
});

test('reload log survives storage and ignores garbage', () => {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: () => undefined,
  };
  writeReloadLog(storage, { '/a': 5 });
  expect(readReloadLog(storage)).toEqual({ '/a': 5 });
  data.set(RELOAD_LOG_KEY, JSON.stringify({ '/a': 'x', '/b': 3 }));
  expect(readReloadLog(storage)).toEqual({ '/b': 3 });
  data.set(RELOAD_LOG_KEY, '[');
  expect(readReloadLog(storage)).toEqual({});
  expect(readReloadLog(null)).toEqual({});
});
