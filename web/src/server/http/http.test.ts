import { z } from 'zod';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { clientKey } from './client-key';
import { ApiError } from './errors';
import { apiHandler } from './handler';
import { parseBody, parseQuery, queryList } from './parse';
import { enforceRateLimit, hitRateLimit } from './rate-limit';

const t = setupTestDb();

const route = apiHandler('test', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, z.object({ n: z.coerce.number().int(), list: queryList }));
    if (!q) return;
    if (q.n === 404) throw new ApiError(404, 'thing-not-found');
    if (q.n === 500) throw new Error('Failed query: select 1\nparams: secret@example.com');
    res.status(200).json(q);
  },
  POST: async (req, res) => {
    const body = parseBody(req, res, z.object({ name: z.string().min(1) }), 'custom-id');
    if (!body) return;
    res.status(201).json(body);
  },
});

const limited = apiHandler('limited', {
  GET: async (req, res) => {
    if (!(await enforceRateLimit(req, res, { bucket: 'test', limit: 2, windowSeconds: 60 })))
      return;
    res.status(200).json({ ok: true });
  },
});

let api: TestApi;
let limitedApi: TestApi;
beforeAll(async () => {
  api = await startApi(route);
  limitedApi = await startApi(limited);
});
afterAll(async () => {
  await api.close();
  await limitedApi.close();
});

describe('apiHandler', () => {
  it('answers 405 with an Allow header for other methods', async () => {
    const res = await api.request({ method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ error: 'method-not-allowed' });
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
  });

  it('parses the query: lists as a,b or repeated keys', async () => {
    expect((await api.get({ n: '3', list: 'a, b,,c' })).body).toEqual({
      n: 3,
      list: ['a', 'b', 'c'],
    });
    expect((await api.get({ n: '3', list: ['a', 'b'] })).body).toEqual({ n: 3, list: ['a', 'b'] });
    expect((await api.get({ n: '3' })).body).toEqual({ n: 3, list: [] });
  });

  it('answers 400 invalid-request for a bad query', async () => {
    const res = await api.get({ n: 'x' });
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });

  it('answers 400 with the given id for a bad or unparsable body', async () => {
    expect(await api.post({ name: '' })).toMatchObject({
      status: 400,
      body: { error: 'custom-id' },
    });
    const raw = await api.request({
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(raw).toMatchObject({ status: 400, body: { error: 'custom-id' } });
    expect(await api.post({ name: 'ok' })).toMatchObject({ status: 201, body: { name: 'ok' } });
  });

  it('maps ApiError to its status and anything else to 500 without details', async () => {
    expect(await api.get({ n: '404' })).toMatchObject({
      status: 404,
      body: { error: 'thing-not-found' },
    });
    const res = await api.get({ n: '500' });
    expect(res).toMatchObject({ status: 500, body: { error: 'internal-error' } });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('rate limits', () => {
  it('counts per client and window, then answers 429 with Retry-After', async () => {
    const a = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
    expect((await limitedApi.get({}, a)).status).toBe(200);
    expect((await limitedApi.get({}, a)).status).toBe(200);
    const third = await limitedApi.get({}, a);
    expect(third).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // another client is not affected
    expect((await limitedApi.get({}, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('starts a new count in the next window', async () => {
    const rule = { bucket: 'window', limit: 1, windowSeconds: 10 };
    const t0 = new Date('2030-01-01T00:00:01Z');
    expect((await hitRateLimit(t.db, rule, 'k', t0)).allowed).toBe(true);
    expect((await hitRateLimit(t.db, rule, 'k', new Date(t0.getTime() + 5000))).allowed).toBe(
      false,
    );
    const next = await hitRateLimit(t.db, rule, 'k', new Date(t0.getTime() + 10_000));
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });
});

describe('clientKey', () => {
  const socket = { remoteAddress: '198.51.100.1' } as never;
  it('takes the address the trusted proxy appended, not what the client wrote before it', () => {
    // client forged "6.6.6.6"; the one trusted proxy appended the address it saw
    expect(clientKey({ headers: { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }, socket }, 1)).toBe(
      '1.2.3.4',
    );
    expect(clientKey({ headers: { 'x-forwarded-for': ' 1.2.3.4 , 5.6.7.8' }, socket }, 2)).toBe(
      '1.2.3.4',
    );
    // a request that did not pass the proxy: the oldest entry
    expect(clientKey({ headers: { 'x-forwarded-for': '1.2.3.4' }, socket }, 1)).toBe('1.2.3.4');
  });

  it('uses the socket address without a header or without trusted proxies', () => {
    expect(clientKey({ headers: {}, socket }, 1)).toBe('198.51.100.1');
    expect(clientKey({ headers: { 'x-forwarded-for': '1.2.3.4' }, socket }, 0)).toBe(
      '198.51.100.1',
    );
  });
});
