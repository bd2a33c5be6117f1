/** defineRoute: typed input from the query or the JSON body, the table's rate limit, typed answers. */
import { z } from 'zod';
import { DomainError } from '@/server/domain-error';
import { clientIp } from '@/test/booking';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { attachment, defineRoute } from './define-route';
import { ApiError } from './errors';
import { RATE_LIMITS } from './rate-limits';
import type { ErrorId } from '@/contracts/error-id';

setupTestDb({ worker: false });

const request = z.object({ name: z.string().min(1), times: z.coerce.number().int().default(1) });
const seen: unknown[] = [];
const route = defineRoute(
  { route: 'test/echo', methods: ['GET', 'POST'], request },
  { rateLimit: 'reservation-release', noStore: true },
  async (input, { req }) => {
    seen.push(input);
    if (input.name === 'refuse')
      throw new DomainError('reservation-not-found', 'some-id' as ErrorId);
    return {
      status: req.method === 'POST' ? 201 : 200,
      body: { greeting: 'hi '.repeat(input.times) + input.name },
      headers: { 'X-Test': 'yes' },
    };
  },
);
let api: TestApi;

beforeAll(async () => {
  api = await startApi({ default: route, config: { api: { bodyParser: false } } });
});
afterAll(() => api.close());

describe('defineRoute', () => {
  it('parses the query of a GET and the JSON body of a POST with the contract', async () => {
    const get = await api.get({ name: 'Ann', times: '2' }, clientIp());
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ greeting: 'hi hi Ann' });
    expect(get.headers.get('cache-control')).toBe('no-store');
    expect(get.headers.get('x-test')).toBe('yes');
    const post = await api.post({ name: 'Ben' }, clientIp());
    expect(post.status).toBe(201);
    expect(post.body).toEqual({ greeting: 'hi Ben' });
    expect(seen).toContainEqual({ name: 'Ben', times: 1 });
  });

  it('answers 400 invalid-request for input the contract refuses, without calling the handler', async () => {
    const before = seen.length;
    const res = await api.post({ name: '' }, clientIp());
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    expect(
      (await api.request({ method: 'POST', body: '{not json', headers: clientIp() })).status,
    ).toBe(400);
    expect(seen.length).toBe(before);
  });

  it("answers the contract's own id for refused input when it names one", async () => {
    const own = await startApi({
      default: defineRoute(
        {
          route: 'test/own-id',
          methods: ['GET', 'POST'],
          request,
          invalidRequest: 'unpaid-missing-reservation-id-or-email',
        },
        {},
        async (input) => ({ body: input }),
      ),
      config: { api: { bodyParser: false } },
    });
    try {
      const body = { error: 'unpaid-missing-reservation-id-or-email' };
      expect(await own.post({ name: '' }, clientIp())).toMatchObject({ status: 400, body });
      expect(await own.get({ times: 'x' }, clientIp())).toMatchObject({ status: 400, body });
    } finally {
      await own.close();
    }
  });

  it('maps a thrown DomainError to its catalogue id, and other methods to 405', async () => {
    expect(await api.post({ name: 'refuse' }, clientIp())).toMatchObject({
      status: 404,
      body: { error: 'some-id' as ErrorId },
    });
    expect((await api.request({ method: 'DELETE', headers: clientIp() })).status).toBe(405);
  });

  it('applies the rate limit of its row in the table', async () => {
    const ip = clientIp();
    const { limit } = RATE_LIMITS['reservation-release'];
    for (let i = 0; i < limit; i++) expect((await api.post({ name: 'x' }, ip)).status).toBe(201);
    expect(await api.post({ name: 'x' }, ip)).toMatchObject({
      status: 429,
      body: { error: 'rate-limited' },
    });
  });
});

describe('defineRoute: options and answers beyond JSON', () => {
  const plain = z.object({ kind: z.string().default('json'), code: z.string().optional() });
  let calls = 0;
  let other: TestApi;
  beforeAll(async () => {
    other = await startApi({
      default: defineRoute(
        {
          route: 'test/kinds',
          methods: ['GET', 'POST'],
          request: plain,
          queryInstead: {
            schema: plain,
            when: (req) => (req.headers['content-type'] ?? '').startsWith('application/x-www-form'),
          },
        },
        {
          before: (req, res) => {
            res.setHeader('X-First', 'yes');
            if (req.headers['x-refuse']) throw new ApiError(404, 'test-absent' as ErrorId);
          },
          rateLimit: (input) => (input.code ? 'reservation-release' : undefined),
          bodyLimit: 64,
          // The one-click form comes from a mail provider, form-encoded and cross-site.
          signedWebhook: true,
        },
        async ({ kind }) => {
          calls++;
          if (kind === 'text') return { send: 'a,b', contentType: 'text/csv; charset=utf-8' };
          if (kind === 'file') return attachment('a.csv', 'a,b', 'text/csv');
          if (kind === 'go') return { status: 303, redirect: '/elsewhere' };
          if (kind === 'none') return { status: 204, end: true };
          return { body: { kind } };
        },
      ),
      config: { api: { bodyParser: false } },
    });
  });
  afterAll(() => other.close());

  it('runs `before` first, on every answer, and a refusal it throws before the input is read', async () => {
    const refused = await other.request({
      method: 'POST',
      body: '{not json',
      headers: { ...clientIp(), 'x-refuse': '1' },
    });
    expect(refused).toMatchObject({ status: 404, body: { error: 'test-absent' as ErrorId } });
    expect(refused.headers.get('x-first')).toBe('yes');
    const bad = await other.request({ method: 'POST', body: '{not json', headers: clientIp() });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-first')).toBe('yes');
  });

  it('sends text, files, redirects and empty answers', async () => {
    const text = await other.get({ kind: 'text' }, clientIp());
    expect(text).toMatchObject({ status: 200, body: 'a,b' });
    expect(text.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const file = await other.get({ kind: 'file' }, clientIp());
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="a.csv"');
    const go = await fetch(`${other.url}?kind=go`, { headers: clientIp(), redirect: 'manual' });
    expect(go.status).toBe(303);
    expect(go.headers.get('location')).toBe('/elsewhere');
    expect((await other.get({ kind: 'none' }, clientIp())).status).toBe(204);
  });

  it('reads the query instead of the body when the contract says so', async () => {
    const res = await other.request({
      method: 'POST',
      query: { kind: 'form' },
      body: 'List-Unsubscribe=One-Click',
      headers: { ...clientIp(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res).toMatchObject({ status: 200, body: { kind: 'form' } });
  });

  it('answers 413 for a body over bodyLimit', async () => {
    const res = await other.post({ kind: 'x'.repeat(100) }, clientIp());
    expect(res).toMatchObject({ status: 413, body: { error: 'invalid-request' } });
  });

  it('checks a rate limit chosen by the input once it is parsed, and only then', async () => {
    const ip = clientIp();
    const { limit } = RATE_LIMITS['reservation-release'];
    for (let i = 0; i < limit + 2; i++) expect((await other.get({}, ip)).status).toBe(200);
    for (let i = 0; i < limit; i++) expect((await other.get({ code: 'c' }, ip)).status).toBe(200);
    const before = calls;
    expect(await other.get({ code: 'c' }, ip)).toMatchObject({
      status: 429,
      body: { error: 'rate-limited' },
    });
    expect(calls).toBe(before);
  });
});

describe('defineRoute: authorize, who may call by what the input proves', () => {
  const proof = z.object({ id: z.string().min(1), key: z.string().optional() });
  const authorized: unknown[] = [];
  let handled = 0;
  let guarded: TestApi;
  beforeAll(async () => {
    guarded = await startApi({
      default: defineRoute(
        { route: 'test/authorize', methods: ['POST'], request: proof },
        {
          rateLimit: 'reservation-release',
          noStore: true,
          authorize: async (input, req) => {
            authorized.push(input);
            if (input.key === 'forbidden') throw new ApiError(403, 'test-forbidden' as ErrorId);
            if (input.key !== `key-${input.id}`)
              throw new DomainError('booker-not-proven', 'unpaid-email-does-not-match');
            return { owner: input.id, method: req.method };
          },
        },
        async (input, { caller }) => {
          handled++;
          return { body: { id: input.id, caller } };
        },
      ),
      config: { api: { bodyParser: false } },
    });
  });
  afterAll(() => guarded.close());

  it('hands the handler what it answers as `http.caller`', async () => {
    const res = await guarded.post({ id: 'a', key: 'key-a' }, clientIp());
    expect(res).toMatchObject({
      status: 200,
      body: { id: 'a', caller: { owner: 'a', method: 'POST' } },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses with the id of what it throws, without calling the handler', async () => {
    const before = handled;
    expect(await guarded.post({ id: 'a', key: 'key-b' }, clientIp())).toMatchObject({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
    });
    expect(await guarded.post({ id: 'a', key: 'forbidden' }, clientIp())).toMatchObject({
      status: 403,
      body: { error: 'test-forbidden' as ErrorId },
    });
    expect(handled).toBe(before);
  });

  it('runs only on input the contract accepts, and within the rate limit', async () => {
    const ip = clientIp();
    authorized.length = 0;
    expect((await guarded.post({ id: '' }, ip)).status).toBe(400);
    expect(authorized).toEqual([]);
    // The 400 counted: the table's limit comes before the input.
    const { limit } = RATE_LIMITS['reservation-release'];
    for (let i = 1; i < limit; i++) await guarded.post({ id: 'a', key: 'wrong' }, ip);
    expect(authorized.length).toBe(limit - 1);
    expect(await guarded.post({ id: 'a', key: 'key-a' }, ip)).toMatchObject({
      status: 429,
      body: { error: 'rate-limited' },
    });
    expect(authorized.length).toBe(limit - 1);
  });
});
