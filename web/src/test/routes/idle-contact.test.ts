import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { startWebhookSink, type WebhookSink } from '@/test/webhook-sink';
import * as route from '@/pages/api/idle-contact';

setupTestDb();
let api: TestApi;
let hook: WebhookSink<unknown>;
let answer: number;
let ip = 0;

beforeAll(async () => {
  api = await startApi(route, '/api/idle-contact');
  hook = await startWebhookSink('/idle', () => answer);
});
afterAll(async () => {
  delete process.env.IDLE_WEBHOOK_URL;
  await api.close();
  await hook.close();
});
beforeEach(() => {
  hook.received.length = 0;
  answer = 200;
  process.env.IDLE_WEBHOOK_URL = hook.url;
});

// A new client address per request keeps the rate limit out of the way.
const post = (body: unknown) => api.post(body, { 'x-forwarded-for': `198.51.100.${++ip}` });

describe('POST /api/idle-contact (seed settings: webhook enabled)', () => {
  it('forwards an email or a phone number as JSON', async () => {
    expect(await post({ email: 'anna@example.com' })).toMatchObject({
      status: 202,
      body: { ok: true },
    });
    expect(await post({ phoneNumber: '+41791234567' })).toMatchObject({ status: 202 });
    expect(hook.received).toEqual([{ email: 'anna@example.com' }, { phoneNumber: '+41791234567' }]);
  });

  it('only logs a failing webhook', async () => {
    answer = 500;
    expect(await post({ email: 'anna@example.com' })).toMatchObject({ status: 202 });
    expect(hook.received).toHaveLength(1);
  });

  it('does not forward without IDLE_WEBHOOK_URL', async () => {
    delete process.env.IDLE_WEBHOOK_URL;
    expect(await post({ email: 'anna@example.com' })).toMatchObject({ status: 202 });
    expect(hook.received).toHaveLength(0);
  });

  it.each([
    ['email without dot', { email: 'anna@example' }],
    ['email with space', { email: 'an na@example.com' }],
    ['phone too short', { phoneNumber: '+4179123' }],
    ['phone with letters', { phoneNumber: '+41 79 abc' }],
    ['both', { email: 'anna@example.com', phoneNumber: '+41791234567' }],
    ['neither', {}],
  ])('answers 400 for %s and sends nothing', async (_name, body) => {
    expect(await post(body)).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    expect(hook.received).toHaveLength(0);
  });

  it('rate-limits one client', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.99' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.post({ email: 'anna@example.com' }, headers)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
