/** defineRoute: typed input from the query or the JSON body, the table's rate limit, typed answers. */
import { z } from 'zod';
import { DomainError } from '@/server/domain-error';
import { clientIp } from '@/test/booking';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { defineRoute } from './define-route';
import { RATE_LIMITS } from './rate-limits';

setupTestDb({ worker: false });

const request = z.object({ name: z.string().min(1), times: z.coerce.number().int().default(1) });
const seen: unknown[] = [];
const route = defineRoute(
  { route: 'test/echo', methods: ['GET', 'POST'], request },
  { rateLimit: 'reservation-release', noStore: true },
  async (input, { req }) => {
    seen.push(input);
    if (input.name === 'refuse') throw new DomainError('reservation-not-found', 'some-id');
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
      body: { error: 'some-id' },
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
