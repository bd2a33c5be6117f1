import { setupTestDb } from '@/test/db';
import {
  assertDevPaymentsAllowed,
  DEV_CARD_DECLINED,
  DEV_CARD_SUCCEEDS,
  devProvider,
  DevPaymentsInProductionError,
} from './dev';
import { intentIdFromClientSecret, WebhookSignatureError } from './provider';

setupTestDb();

describe('dev payment provider', () => {
  it('refuses to start in production unless explicitly allowed', () => {
    expect(() => assertDevPaymentsAllowed({ NODE_ENV: 'production' })).toThrow(
      DevPaymentsInProductionError,
    );
    expect(() =>
      assertDevPaymentsAllowed({ NODE_ENV: 'production', DEV_PAYMENTS_IN_PRODUCTION: 'true' }),
    ).not.toThrow();
    expect(() => assertDevPaymentsAllowed({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('stores intents in the database, idempotently per key', async () => {
    const provider = devProvider();
    const input = {
      amountCents: 30000,
      reservationId: 'res-1',
      option: 'deposit' as const,
      idempotencyKey: 'intent:res-1:deposit',
    };
    const first = await provider.createIntent(input);
    expect(first).toMatchObject({
      amountCents: 30000,
      currency: 'chf',
      status: 'requires_payment',
      reservationId: 'res-1',
      option: 'deposit',
    });
    expect(intentIdFromClientSecret(first.clientSecret)).toBe(first.id);
    expect((await provider.createIntent(input)).id).toBe(first.id);
    // Another instance (a fresh provider object) sees the same intent.
    expect(await devProvider().retrieveIntent(first.id)).toEqual(first);
    expect(await provider.retrieveIntent('pi_dev_unknown')).toBeNull();
  });

  it('lets the test card number decide success or decline', async () => {
    const provider = devProvider();
    const ok = await provider.createIntent({
      amountCents: 100,
      reservationId: 'r2',
      option: 'full',
      idempotencyKey: 'k2',
    });
    const paid = await provider.pay(ok.clientSecret, '4242 4242 4242 4242');
    expect(paid).toMatchObject({ redirectStatus: 'succeeded', intent: { status: 'succeeded' } });
    // Paying again does not change a succeeded intent.
    expect((await provider.pay(ok.clientSecret, DEV_CARD_DECLINED))?.intent.status).toBe(
      'succeeded',
    );

    const bad = await provider.createIntent({
      amountCents: 100,
      reservationId: 'r3',
      option: 'full',
      idempotencyKey: 'k3',
    });
    expect(await provider.pay(bad.clientSecret, DEV_CARD_DECLINED)).toMatchObject({
      redirectStatus: 'failed',
      intent: { status: 'failed' },
    });
    // A declined intent may be paid again with a good card.
    expect((await provider.pay(bad.clientSecret, DEV_CARD_SUCCEEDS))?.intent.status).toBe(
      'succeeded',
    );

    expect(await provider.pay('pi_dev_x_secret_nope', DEV_CARD_SUCCEEDS)).toBeNull();
  });

  it('refunds once and sends no webhooks', async () => {
    const provider = devProvider();
    const intent = await provider.createIntent({
      amountCents: 4200,
      reservationId: 'r4',
      option: 'full',
      idempotencyKey: 'k4',
    });
    const refund = await provider.refund(intent.id, 'test');
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 4200 });
    expect((await provider.refund(intent.id, 'test')).id).toBe(refund.id);
    expect(() => provider.verifyWebhook(Buffer.from('{}'), 'sig')).toThrow(WebhookSignatureError);
  });
});
