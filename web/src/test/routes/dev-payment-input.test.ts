/**
 * The dev provider's routes (test card form, simulated TWINT app) answer bad input with 400
 * invalid-request, never 500: every input is parsed by its contract (docs/architecture.md
 * "Add an API route"). A NUL byte in the client secret once reached the database, which refuses
 * it in text (500).
 */
import { buildBooking } from '@/test/booking';
import type { CreateIntentResponse } from '@/contracts/payment-create-intent';
import { startApi, type TestApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import * as devPayRoute from '@/pages/api/payment/dev-pay';
import * as devTwintRoute from '@/pages/api/payment/dev-twint';
import { intentRequest } from '@/test/pay';

const t = setupTestDb();
let createIntent: TestApi;
let devPay: TestApi;
let devTwint: TestApi;

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  createIntent = await startApi(createIntentRoute, '/api/payment/create-intent');
  devPay = await startApi(devPayRoute, '/api/payment/dev-pay');
  devTwint = await startApi(devTwintRoute, '/api/payment/dev-twint');
});
afterAll(() => Promise.all([createIntent, devPay, devTwint].map((api) => api.close())));

const INVALID = { status: 400, body: { error: 'invalid-request' } };
const CARD = '4242424242424242';

/** The raw query string as a browser sends it (nothing re-encoded on the way). */
async function getRaw(api: TestApi, query: string) {
  const res = await fetch(`${api.url}?${query}`, { redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // an HTML page or empty
  }
  return { status: res.status, body };
}

/** A real client secret of the dev provider. */
async function clientSecret(): Promise<string> {
  const r = await buildBooking(t.db);
  const intent = await createIntent.post<CreateIntentResponse>(intentRequest(r, 'deposit'));
  expect(intent.status).toBe(200);
  return intent.body.clientSecret;
}

describe('GET /api/payment/dev-twint', () => {
  it.each([
    ['a NUL byte', 'secret=%00'],
    ['a NUL byte inside a secret', 'secret=pi_dev_1%00_secret_2'],
    ['a control character', 'secret=pi_dev%0A1'],
    ['a space', 'secret=pi_dev_1%20x'],
    ['an over-long secret', `secret=${'a'.repeat(301)}`],
    ['no secret', ''],
    ['an empty secret', 'secret='],
    ['a repeated secret', 'secret=a&secret=b'],
    ['an unknown decision', 'secret=pi_dev_1_secret_2&decision=maybe'],
    ['a decision with a NUL byte', 'secret=pi_dev_1_secret_2&decision=approve%00'],
  ])('answers 400 invalid-request for %s', async (_name, query) => {
    expect(await getRaw(devTwint, query)).toMatchObject(INVALID);
  });

  it('still shows the approval page for a real secret and 404 for an unknown one', async () => {
    const secret = await clientSecret();
    const page = await devTwint.get({ secret });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('data-testid="twint-approve"');
    expect(await devTwint.get({ secret: 'pi_dev_nope_secret_nope' })).toMatchObject({
      status: 404,
      body: { error: 'payment-failed-or-canceled-by-user' },
    });
  });
});

describe('POST /api/payment/dev-pay', () => {
  it.each<[string, unknown]>([
    ['a NUL byte in the secret', { clientSecret: '\u0000', cardNumber: CARD }],
    ['a NUL byte inside the secret', { clientSecret: 'pi_dev_1\u0000_secret', cardNumber: CARD }],
    ['an over-long secret', { clientSecret: 'a'.repeat(301), cardNumber: CARD }],
    ['no secret', { cardNumber: CARD }],
    ['a secret that is not text', { clientSecret: 42, cardNumber: CARD }],
    [
      'a NUL byte in the card number',
      { clientSecret: 'pi_dev_1_secret_2', cardNumber: `${CARD}\u0000` },
    ],
    ['an over-long card number', { clientSecret: 'pi_dev_1_secret_2', cardNumber: '4'.repeat(24) }],
    ['no card number', { clientSecret: 'pi_dev_1_secret_2' }],
    ['letters in the card number', { clientSecret: 'pi_dev_1_secret_2', cardNumber: 'abc' }],
  ])('answers 400 invalid-request for %s', async (_name, body) => {
    expect(await devPay.post(body)).toMatchObject(INVALID);
  });

  it('still pays with a real secret and answers 404 for an unknown one', async () => {
    const secret = await clientSecret();
    expect(await devPay.post({ clientSecret: secret, cardNumber: CARD })).toMatchObject({
      status: 200,
      body: { redirectStatus: 'succeeded' },
    });
    expect(
      await devPay.post({ clientSecret: 'pi_dev_nope_secret_nope', cardNumber: CARD }),
    ).toMatchObject({ status: 404, body: { error: 'payment-failed-or-canceled-by-user' } });
  });
});
