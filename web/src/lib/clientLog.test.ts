/** @jest-environment jsdom */
import {
  CLIENT_LOG_PATH,
  clientLog,
  errorFields,
  MAX_ENTRIES_PER_PAGE,
  resetClientLogBudget,
} from './clientLog';
import { logRequestSchema } from '@/contracts/log';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  resetClientLogBudget();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 204 } as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/de-ch/summary?reservationId=abc#x');
});

const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);

test('posts { level, event, fields } with the pathname (no query) to /api/log, with keepalive', () => {
  expect(
    clientLog('warn', 'hold-release-refused', { status: 409, error: 'payment-processing' }),
  ).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe(CLIENT_LOG_PATH);
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
  expect(sentBody()).toEqual({
    level: 'warn',
    event: 'hold-release-refused',
    fields: { status: 409, error: 'payment-processing', path: '/de-ch/summary' },
  });
});

test('what it sends is what the route accepts (its zod schema)', () => {
  clientLog('error', 'render error: <Boom>!', {
    message: 'x'.repeat(2000),
    count: Number.NaN,
    missing: undefined,
    ok: true,
    none: null,
  });
  const body = sentBody();
  expect(logRequestSchema.safeParse(body).success).toBe(true);
  expect(body.event).toBe('render-error:-Boom-');
  expect(body.fields.message).toHaveLength(500);
  expect(body.fields).not.toHaveProperty('count');
  expect(body.fields).not.toHaveProperty('missing');
});

test(`sends at most ${MAX_ENTRIES_PER_PAGE} entries per page view; a route change starts again`, () => {
  for (let i = 0; i < MAX_ENTRIES_PER_PAGE + 5; i++) clientLog('info', 'spam');
  expect(fetchMock).toHaveBeenCalledTimes(MAX_ENTRIES_PER_PAGE);
  expect(clientLog('info', 'spam')).toBe(false);
  resetClientLogBudget();
  expect(clientLog('info', 'again')).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(MAX_ENTRIES_PER_PAGE + 1);
});

test('never throws, whether fetch rejects or throws', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('offline'));
  expect(() => clientLog('warn', 'a')).not.toThrow();
  fetchMock.mockImplementationOnce(() => {
    throw new TypeError('keepalive quota');
  });
  expect(() => clientLog('warn', 'b')).not.toThrow();
  await Promise.resolve();
});

test('errorFields keeps only name and message', () => {
  const err = Object.assign(new Error('Loading chunk 12 failed.'), {
    name: 'ChunkLoadError',
    request: 'x',
  });
  expect(errorFields(err)).toEqual({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' });
  expect(errorFields('boom')).toEqual({ name: 'string', message: 'boom' });
  expect(errorFields(undefined)).toEqual({ name: 'undefined', message: '' });
});
