import { startStripeStandin, type StripeStandin } from '@/test/stripe-standin';
import { ProviderUnavailableError, WebhookSignatureError, type PaymentProvider } from './provider';
import { STRIPE_API_VERSION, stripeConfigFromEnv, stripeProvider } from './stripe';
import { DEPOSIT_INTENT, DEPOSIT_REQUEST, fullPayment } from './__fixtures__/intents';

const WEBHOOK_SECRET = 'whsec_test_secret';
let standin: StripeStandin;
let provider: PaymentProvider;

beforeAll(async () => {
  standin = await startStripeStandin();
  const config = stripeConfigFromEnv({
    ...standin.env,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  });
  provider = stripeProvider(config!);
});
afterAll(() => standin.close());

describe('stripe adapter', () => {
  it('reads its configuration from the environment', () => {
    expect(stripeConfigFromEnv({})).toBeNull();
    expect(
      stripeConfigFromEnv({ STRIPE_SECRET_KEY: 'sk', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk' }),
    ).toMatchObject({
      secretKey: 'sk',
      webhookSecret: null,
      publishableKey: 'pk',
    });
    expect(provider.publishableKey).toBe('pk_test_1');
  });

  it('creates an intent in CHF with the reservation in metadata, idempotently', async () => {
    const input = DEPOSIT_REQUEST;
    const first = await provider.createIntent(input);
    expect(first).toMatchObject(DEPOSIT_INTENT);
    expect(first.clientSecret.startsWith(`${first.id}_secret_`)).toBe(true);
    const again = await provider.createIntent(input);
    expect(again.id).toBe(first.id);
    const sent = standin.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(sent.at(-1)).toMatchObject({
      idempotencyKey: 'intent:res-1:deposit',
      body: { amount: '30000', currency: 'chf' },
    });
  });

  it('sends the pinned API version with every request', async () => {
    expect(standin.requests.length).toBeGreaterThan(0);
    for (const r of standin.requests) expect(r.stripeVersion).toBe(STRIPE_API_VERSION);
  });

  it('retrieves intents and maps their status', async () => {
    const created = await provider.createIntent(fullPayment(100, 'r2', 'k2'));
    standin.setStatus(created.id, 'succeeded');
    expect(await provider.retrieveIntent(created.id)).toMatchObject({
      status: 'succeeded',
      amountCents: 100,
      option: 'full',
    });
    standin.setStatus(created.id, 'canceled');
    expect((await provider.retrieveIntent(created.id))?.status).toBe('canceled');
    expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
  });

  it('refunds an intent', async () => {
    const created = await provider.createIntent(fullPayment(4200, 'r3', 'k3'));
    const refund = await provider.refund(created.id, 'slot-lost');
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 4200 });
    expect(refund.id).toMatch(/^re_/);
  });

  it('refunds part of a payment under its own key, once, also when retried after the key expired', async () => {
    const created = await provider.createIntent(fullPayment(249_000, 'r6', 'k6'));
    const options = { amountCents: 219_000, idempotencyKey: 'refund:cancel:r6' };
    const refund = await provider.refund(created.id, 'booking-cancelled', options);
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 219_000 });
    const sent = standin.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST');
    expect(sent.at(-1)).toMatchObject({ idempotencyKey: 'refund:cancel:r6' });
    // Stripe forgot the key (24 h): the retry finds the refund by its metadata, adds none.
    standin.forgetIdempotencyKeys();
    expect((await provider.refund(created.id, 'booking-cancelled', options)).id).toBe(refund.id);
    expect(
      standin.refunds.filter(
        (r) => (r as unknown as { payment_intent?: string }).payment_intent === created.id,
      ),
    ).toHaveLength(1);
  });

  it('answers with the existing refund when the intent was already refunded another way', async () => {
    const created = await provider.createIntent(fullPayment(5100, 'r5', 'k5'));
    // Refunded earlier without our idempotency key (Dashboard, or a key past Stripe's 24 h).
    const earlier = await fetch(`http://${standin.host}:${standin.port}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${standin.env.STRIPE_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: created.id }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const refund = await provider.refund(created.id, 'slot-lost');
    expect(refund).toMatchObject({ id: earlier.id, status: 'succeeded', amountCents: 5100 });
  });

  it('turns a provider outage into ProviderUnavailableError', async () => {
    standin.failNext(10);
    await expect(provider.retrieveIntent('pi_x')).rejects.toBeInstanceOf(ProviderUnavailableError);
    standin.failNext(0);
  });

  it('verifies webhook signatures', async () => {
    const created = await provider.createIntent(fullPayment(500, 'r4', 'k4'));
    standin.setStatus(created.id, 'succeeded');
    const event = standin.signedEvent('payment_intent.succeeded', created.id, WEBHOOK_SECRET);
    const verified = provider.verifyWebhook(Buffer.from(event.payload), event.signature);
    expect(verified).toMatchObject({
      id: event.id,
      type: 'payment_intent.succeeded',
      intent: { id: created.id, status: 'succeeded', reservationId: 'r4' },
    });

    const forged = standin.signedEvent('payment_intent.succeeded', created.id, 'whsec_other');
    expect(() => provider.verifyWebhook(Buffer.from(forged.payload), forged.signature)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.verifyWebhook(Buffer.from(event.payload), undefined)).toThrow(
      WebhookSignatureError,
    );
    const tampered = event.payload.replace('"amount":500', '"amount":1');
    expect(() => provider.verifyWebhook(Buffer.from(tampered), event.signature)).toThrow(
      WebhookSignatureError,
    );
  });

  it('refuses every webhook when no secret is configured', async () => {
    const noSecret = stripeProvider({ ...stripeConfigFromEnv(standin.env)!, webhookSecret: null });
    const created = await provider.createIntent(fullPayment(500, 'r5', 'k5'));
    const event = standin.signedEvent('payment_intent.succeeded', created.id, WEBHOOK_SECRET);
    expect(() => noSecret.verifyWebhook(Buffer.from(event.payload), event.signature)).toThrow(
      'STRIPE_WEBHOOK_SECRET is not set',
    );
  });
});
