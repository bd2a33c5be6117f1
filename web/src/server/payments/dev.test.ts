import { log } from '@/server/log';
import { setupTestDb } from '@/test/db';
import {
  assertDevPaymentsAllowed,
  DEV_PAYMENTS_WARNING,
  devPaymentsInProduction,
  DEV_CARD_DECLINED,
  DEV_CARD_SUCCEEDS,
  devProvider,
  DevPaymentsInProductionError,
} from './dev';
import { intentIdFromClientSecret, WebhookSignatureError } from './provider';
import { DEPOSIT_INTENT, DEPOSIT_REQUEST, fullPayment } from './__fixtures__/intents';

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
    const input = DEPOSIT_REQUEST;
    const first = await provider.createIntent(input);
    expect(first).toMatchObject(DEPOSIT_INTENT);
    expect(intentIdFromClientSecret(first.clientSecret)).toBe(first.id);
    expect((await provider.createIntent(input)).id).toBe(first.id);
    // Another instance (a fresh provider object) sees the same intent.
    expect(await devProvider().retrieveIntent(first.id)).toEqual(first);
    expect(await provider.retrieveIntent('pi_dev_unknown')).toBeNull();
  });

  it('lets the test card number decide success or decline', async () => {
    const provider = devProvider();
    const ok = await provider.createIntent(fullPayment(100, 'r2', 'k2'));
    const paid = await provider.pay(ok.clientSecret, '4242 4242 4242 4242');
    expect(paid).toMatchObject({ redirectStatus: 'succeeded', intent: { status: 'succeeded' } });
    // Paying again does not change a succeeded intent.
    expect((await provider.pay(ok.clientSecret, DEV_CARD_DECLINED))?.intent.status).toBe(
      'succeeded',
    );

    const bad = await provider.createIntent(fullPayment(100, 'r3', 'k3'));
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
    const intent = await provider.createIntent(fullPayment(4200, 'r4', 'k4'));
    const refund = await provider.refund(intent.id, 'test');
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 4200 });
    expect((await provider.refund(intent.id, 'test')).id).toBe(refund.id);
    expect(() => provider.verifyWebhook(Buffer.from('{}'), 'sig')).toThrow(WebhookSignatureError);
  });

  it('in production (DEV_PAYMENTS_IN_PRODUCTION) warns on every confirmed payment, not on a decline (docs/operations.md)', async () => {
    const env = process.env as Record<string, string | undefined>;
    const saved = {
      NODE_ENV: env.NODE_ENV,
      DEV: env.DEV_PAYMENTS_IN_PRODUCTION,
      KEY: env.STRIPE_SECRET_KEY,
    };
    const warn = jest.spyOn(log, 'warn');
    try {
      env.NODE_ENV = 'production';
      env.DEV_PAYMENTS_IN_PRODUCTION = 'true';
      delete env.STRIPE_SECRET_KEY;
      expect(devPaymentsInProduction()).toBe(true);
      const provider = devProvider();
      const intent = (n: number) => provider.createIntent(fullPayment(500, `w${n}`, `warn-${n}`));
      const [a, b, c] = await Promise.all([intent(1), intent(2), intent(3)]);
      await provider.pay(a.clientSecret, DEV_CARD_SUCCEEDS);
      await provider.pay(b.clientSecret, DEV_CARD_SUCCEEDS);
      await provider.pay(c.clientSecret, DEV_CARD_DECLINED);
      // Paying a succeeded intent again confirms nothing new.
      await provider.pay(a.clientSecret, DEV_CARD_SUCCEEDS);
      const warnings = warn.mock.calls.filter(
        ([event]) => event === 'dev-payment-confirmed-in-production',
      );
      expect(warnings.map(([, fields]) => fields?.reservationId)).toEqual(['w1', 'w2']);
      expect(warnings[0][1]?.warning).toBe(DEV_PAYMENTS_WARNING);
      expect(DEV_PAYMENTS_WARNING).toMatch(/not for real patients/i);
    } finally {
      warn.mockRestore();
      env.NODE_ENV = saved.NODE_ENV;
      if (saved.DEV === undefined) delete env.DEV_PAYMENTS_IN_PRODUCTION;
      else env.DEV_PAYMENTS_IN_PRODUCTION = saved.DEV;
      if (saved.KEY !== undefined) env.STRIPE_SECRET_KEY = saved.KEY;
    }
    expect(
      devPaymentsInProduction({ NODE_ENV: 'development', DEV_PAYMENTS_IN_PRODUCTION: 'true' }),
    ).toBe(false);
    expect(
      devPaymentsInProduction({
        NODE_ENV: 'production',
        DEV_PAYMENTS_IN_PRODUCTION: 'true',
        STRIPE_SECRET_KEY: 'sk',
      }),
    ).toBe(false);
  });
});
