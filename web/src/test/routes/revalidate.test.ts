import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { REVALIDATE_RATE_LIMIT } from '@/server/revalidate/handler';
import * as route from '@/pages/api/revalidate';

setupTestDb();
let api: TestApi;

beforeAll(async () => {
  process.env.SANITY_REVALIDATE_SECRET = 'route-test-secret';
  api = await startApi(route, '/api/revalidate');
});
afterAll(async () => {
  delete process.env.SANITY_REVALIDATE_SECRET;
  await api.close();
});

describe('POST /api/revalidate (rate limit in the database)', () => {
  it('answers 429 with Retry-After once a client exceeds the limit', async () => {
    const body = JSON.stringify({ _type: 'uiText' });
    // Wrong secret: each call is counted, none rebuilds anything.
    const signature = await encodeSignatureHeader(body, Date.now(), 'not-the-secret');
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.9',
      [SIGNATURE_HEADER_NAME]: signature,
    };
    const statuses: number[] = [];
    for (let i = 0; i < REVALIDATE_RATE_LIMIT.limit; i++)
      statuses.push((await api.post(body, headers)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await api.post(body, headers);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate-limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
