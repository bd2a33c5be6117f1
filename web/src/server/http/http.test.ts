import { z } from 'zod';
import { callApi, startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { clientKey } from './client-key';
import { ApiError } from './errors';
import { apiHandler } from './handler';
import { queryList } from '@/shared/query-params';
import { readJsonBody } from './body';
import { parseQuery } from './parse';
import { enforceRateLimit, hitRateLimit } from './rate-limit';
import type { ErrorId } from '@/contracts/error-id';

const t = setupTestDb();

const route = apiHandler('test', {
  GET: async (req, res) => {
    const q = parseQuery(req, res, z.object({ n: z.coerce.number().int(), list: queryList }));
    if (!q) return;
    if (q.n === 404) throw new ApiError(404, 'thing-not-found' as ErrorId);
    if (q.n === 500) throw new Error('Failed query: select 1\nparams: secret@example.com');
    res.status(200).json(q);
  },
  POST: async (req, res) => {
    const body = await readJsonBody(req, res, z.object({ name: z.string().min(1) }), {
      errorId: 'custom-id' as ErrorId,
    });
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

  it('answers 400 with the given id for a bad body', async () => {
    expect(await api.post({ name: '' })).toMatchObject({
      status: 400,
      body: { error: 'custom-id' as ErrorId },
    });
    expect(await api.post({ name: 'ok' })).toMatchObject({ status: 201, body: { name: 'ok' } });
  });

  it('maps ApiError to its status and anything else to 500 without details', async () => {
    expect(await api.get({ n: '404' })).toMatchObject({
      status: 404,
      body: { error: 'thing-not-found' as ErrorId },
    });
    const res = await api.get({ n: '500' });
    expect(res).toMatchObject({ status: 500, body: { error: 'internal-error' } });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('rate limits', () => {
  const hops = process.env.TRUSTED_PROXY_HOPS;
  afterEach(() => {
    if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = hops;
  });

  it('limits a client that rotates X-Forwarded-For (no proxy trusted by default)', async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    const rule = { bucket: 'rotating', limit: 20, windowSeconds: 60 };
    const rotating = apiHandler('rotating', {
      GET: async (req, res) => {
        if (!(await enforceRateLimit(req, res, rule))) return;
        res.status(200).json({ ok: true });
      },
    });
    const rotatingApi = await startApi(rotating);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push(
          (await rotatingApi.get({}, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status,
        );
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    } finally {
      await rotatingApi.close();
    }
  });

  it('counts per client and window, then answers 429 with Retry-After', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'; // one proxy in front: it names the client
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
    expect(await hitRateLimit(t.db, rule, 'k', new Date(t0.getTime() + 5000))).toMatchObject({
      allowed: false,
      count: 2,
      retryAfterSeconds: 5,
    });
    const next = await hitRateLimit(t.db, rule, 'k', new Date(t0.getTime() + 10_000));
    expect(next).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 10 });
  });

  it('opens a window with the first request, so a burst across a full minute counts as one', async () => {
    const rule = { bucket: 'anchored', limit: 2, windowSeconds: 60 };
    const at = (iso: string) => new Date(iso);
    // Clock-aligned windows would reset the count at 00:01:00 and let the third request in.
    expect((await hitRateLimit(t.db, rule, 'k', at('2030-01-01T00:00:59.500Z'))).count).toBe(1);
    expect((await hitRateLimit(t.db, rule, 'k', at('2030-01-01T00:00:59.900Z'))).count).toBe(2);
    expect(await hitRateLimit(t.db, rule, 'k', at('2030-01-01T00:01:00.100Z'))).toMatchObject({
      allowed: false,
      count: 3,
      retryAfterSeconds: 60,
    });
    // The window ends 60 s after its first request, not at the next full minute.
    expect(await hitRateLimit(t.db, rule, 'k', at('2030-01-01T00:01:59.400Z'))).toMatchObject({
      allowed: false,
      count: 4,
      retryAfterSeconds: 1,
    });
    expect(await hitRateLimit(t.db, rule, 'k', at('2030-01-01T00:01:59.500Z'))).toMatchObject({
      allowed: true,
      count: 1,
    });
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

  it('reads TRUSTED_PROXY_HOPS, 0 when unset or malformed', () => {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    try {
      const req = { headers: { 'x-forwarded-for': '6.6.6.6' }, socket };
      delete process.env.TRUSTED_PROXY_HOPS;
      expect(clientKey(req)).toBe('198.51.100.1');
      process.env.TRUSTED_PROXY_HOPS = 'one';
      expect(clientKey(req)).toBe('198.51.100.1');
      process.env.TRUSTED_PROXY_HOPS = '1';
      expect(clientKey(req)).toBe('6.6.6.6');
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
      else process.env.TRUSTED_PROXY_HOPS = saved;
    }
  });

  it('uses the socket address without a header or without trusted proxies', () => {
    expect(clientKey({ headers: {}, socket }, 1)).toBe('198.51.100.1');
    expect(clientKey({ headers: { 'x-forwarded-for': '1.2.3.4' }, socket }, 0)).toBe(
      '198.51.100.1',
    );
  });
});

describe('cross-site guard (every state-changing route)', () => {
  let calls = 0;
  const counting = apiHandler('counting', {
    GET: async (_req, res) => {
      res.status(200).json({ calls });
    },
    POST: async (_req, res) => {
      calls += 1;
      res.status(201).json({ calls });
    },
  });
  const webhook = apiHandler(
    'hook',
    { POST: async (_req, res) => void res.status(200).json({ ok: true }) },
    { signedWebhook: true },
  );
  let countingApi: TestApi;
  let webhookApi: TestApi;
  beforeAll(async () => {
    countingApi = await startApi(counting);
    webhookApi = await startApi(webhook);
  });
  afterAll(async () => {
    await countingApi.close();
    await webhookApi.close();
  });
  beforeEach(() => {
    calls = 0;
  });

  it('refuses a text/plain or form body with 415 and changes nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await countingApi.request({
        method: 'POST',
        body: '{"name":"x"}',
        headers: { 'content-type': type },
      });
      expect(res).toMatchObject({ status: 415, body: { error: 'unsupported-media-type' } });
    }
    const none = await fetch(countingApi.url, { method: 'POST' });
    expect(none.status).toBe(415);
    expect(calls).toBe(0);
  });

  it('refuses a foreign Origin or Sec-Fetch-Site: cross-site with 403 and changes nothing', async () => {
    const foreign = await countingApi.post({}, { origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { error: 'cross-site-request-refused' } });
    const nullOrigin = await countingApi.post({}, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await countingApi.post({}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite).toMatchObject({ status: 403, body: { error: 'cross-site-request-refused' } });
    expect(calls).toBe(0);
  });

  it('accepts JSON from the own origin, from SITE_URL, and without Origin (curl)', async () => {
    const own = new URL(countingApi.url).origin;
    expect(
      (await countingApi.post({}, { origin: own, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(201);
    expect(
      (await countingApi.post({}, { 'content-type': 'application/json; charset=utf-8' })).status,
    ).toBe(201);
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = 'https://booking.example.ch';
    try {
      expect((await countingApi.post({}, { origin: 'https://booking.example.ch' })).status).toBe(
        201,
      );
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
    expect(calls).toBe(3);
  });

  it('leaves GET alone and exempts signed provider webhooks', async () => {
    expect((await countingApi.get({}, { origin: 'https://evil.example' })).status).toBe(200);
    const hook = await webhookApi.request({
      method: 'POST',
      body: 'a=b',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://stripe.com',
      },
    });
    expect(hook.status).toBe(200);
  });
});

describe('database outage', () => {
  it('answers 503 service-unavailable with Retry-After, not 500', async () => {
    const down = apiHandler('down', {
      GET: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
          code: 'ECONNREFUSED',
        });
      },
    });
    const res = await callApi(down);
    expect(res).toMatchObject({ status: 503, body: { error: 'service-unavailable' } });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('contention no route handled (docs/operations.md)', () => {
  it('a deadlock or serialisation failure answers 503 with Retry-After, never 500', async () => {
    for (const code of ['40P01', '40001']) {
      const contended = apiHandler('contended', {
        GET: async () => {
          throw Object.assign(new Error('Failed query: update ...'), {
            cause: Object.assign(new Error('deadlock detected'), { code }),
          });
        },
      });
      const res = await callApi(contended);
      expect(res).toMatchObject({ status: 503, body: { error: 'service-unavailable' } });
      expect(res.headers.get('retry-after')).toBe('1');
    }
  });
});
