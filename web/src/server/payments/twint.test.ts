/**
 * TWINT (docs/payments.md): offered up to Stripe's maximum of CHF 5,000, card only above; with the
 * Stripe adapter against the stand-in, a TWINT confirmation waits for the app's approval
 * (requires_action, read as processing), and an approval or a decline returns the browser
 * with the intent paid or payable again.
 */
import { startStripeStandin, type StripeStandin } from '@/test/stripe-standin';
import type { PaymentProvider } from './provider';
import { stripeConfigFromEnv, stripeProvider } from './stripe';
import { paymentMethodTypes, TWINT_MAX_CENTS, twintOffer } from './twint';

let standin: StripeStandin;
let provider: PaymentProvider;
const base = () => `http://${standin.host}:${standin.port}`;

beforeAll(async () => {
  standin = await startStripeStandin();
  provider = stripeProvider(stripeConfigFromEnv({ ...standin.env })!);
});
afterAll(() => standin.close());

function intentInput(amountCents: number, key: string) {
  return { amountCents, reservationId: 'res-t', option: 'balance' as const, idempotencyKey: key };
}

async function confirmTwint(id: string, clientSecret: string) {
  return fetch(`${base()}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${standin.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'twint',
      return_url: 'http://site.test/en-ch/booking?token=abc',
    }),
  });
}

describe('the TWINT offer', () => {
  it('is offered up to CHF 5,000 and not above, with the reason', () => {
    expect(TWINT_MAX_CENTS).toBe(500_000);
    expect(twintOffer(500_000)).toEqual({ offered: true });
    expect(twintOffer(500_001)).toEqual({ offered: false, reason: 'amount-above-maximum' });
    expect(paymentMethodTypes(219_000)).toEqual(['card', 'twint']);
    expect(paymentMethodTypes(548_000)).toEqual(['card']);
  });
});

describe('TWINT through the Stripe adapter', () => {
  it('asks Stripe for card and TWINT, or card only above the maximum', async () => {
    await provider.createIntent(intentInput(219_000, 'twint:small'));
    await provider.createIntent(intentInput(548_000, 'twint:large'));
    const creates = standin.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    const types = (body: Record<string, string>) =>
      Object.keys(body)
        .filter((k) => k.startsWith('allowed_payment_method_types['))
        .map((k) => body[k]);
    expect(types(creates.at(-2)!.body)).toEqual(['card', 'twint']);
    expect(types(creates.at(-1)!.body)).toEqual(['card']);
  });

  it('waits for the approval, then is paid (approve) or payable again (decline)', async () => {
    for (const [decision, status, redirect] of [
      ['approve', 'succeeded', 'succeeded'],
      ['decline', 'requires_payment', 'failed'],
    ] as const) {
      const intent = await provider.createIntent(intentInput(219_000, `twint:${decision}`));
      const confirmed = await confirmTwint(intent.id, intent.clientSecret);
      expect(confirmed.status).toBe(200);
      const waiting = (await confirmed.json()) as {
        status: string;
        next_action: { redirect_to_url: { url: string } };
      };
      expect(waiting.status).toBe('requires_action');
      expect((await provider.retrieveIntent(intent.id))!.status).toBe('processing');
      const app = await fetch(`${waiting.next_action.redirect_to_url.url}?decision=${decision}`, {
        redirect: 'manual',
      });
      expect(app.status).toBe(302);
      const back = new URL(app.headers.get('location')!);
      expect(back.pathname).toBe('/en-ch/booking');
      expect(back.searchParams.get('token')).toBe('abc');
      expect(back.searchParams.get('payment_intent')).toBe(intent.id);
      expect(back.searchParams.get('redirect_status')).toBe(redirect);
      expect((await provider.retrieveIntent(intent.id))!.status).toBe(status);
    }
  });

  it('refuses TWINT for an intent above the maximum', async () => {
    const intent = await provider.createIntent(intentInput(548_000, 'twint:refused'));
    const res = await confirmTwint(intent.id, intent.clientSecret);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payment_intent_invalid_parameter',
    );
  });
});
