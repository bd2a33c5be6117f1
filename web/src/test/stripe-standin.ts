/**
 * A local HTTP stand-in for the parts of the Stripe API the adapter uses (payment intents,
 * refunds), answering with Stripe's official fixture objects in which only id, amount,
 * currency, status, metadata and client_secret are changed. The real stripe SDK talks to it
 * through its host/port/protocol options; webhook events are built from the event fixture.
 *
 * It also answers what Stripe.js sends from the browser with the publishable key (as Stripe
 * does, `key` in the form body or a Bearer token, always with the intent's client_secret):
 * confirming an intent with a test card (4242 4242 4242 4242 succeeds, any other number is
 * declined with Stripe's 402 card_error) and retrieving it. Next actions (3-D Secure) are
 * not emulated. The e2e Stripe.js stand-in (web/e2e/stripe/) talks to it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import eventFixture from '@/server/payments/__fixtures__/event.json';
import intentFixture from '@/server/payments/__fixtures__/payment_intent.json';
import refundFixture from '@/server/payments/__fixtures__/refund.json';

type Json = Record<string, unknown>;
export type StandinIntent = typeof intentFixture & { metadata: Record<string, string> };
export type StandinRefund = typeof refundFixture;

export type StripeStandin = {
  host: string;
  port: number;
  protocol: 'http';
  /** The key Stripe.js in the browser authenticates with (confirm and retrieve only). */
  publishableKey: string;
  /** Env for stripeConfigFromEnv(). */
  env: Record<string, string>;
  intents: Map<string, StandinIntent>;
  refunds: StandinRefund[];
  /** Requests seen, e.g. "POST /v1/payment_intents". */
  requests: {
    method: string;
    path: string;
    idempotencyKey?: string;
    stripeVersion?: string;
    body: Record<string, string>;
  }[];
  /** Forgets every idempotency key, as Stripe does after 24 hours. */
  forgetIdempotencyKeys(): void;
  /** Sets an intent's status, as a customer paying (or failing) would. */
  setStatus(id: string, status: string): StandinIntent;
  /** The next n requests answer 500 (provider trouble). */
  failNext(n: number): void;
  /** An event as Stripe would post it to the webhook, with its raw body and signature. */
  signedEvent(
    type: string,
    intentId: string,
    secret: string,
  ): { id: string; payload: string; signature: string };
  close(): Promise<void>;
};

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** metadata[a]=b -> { metadata: { a: b } }; flat keys kept. Enough for the calls we make. */
function formToObject(form: URLSearchParams): {
  flat: Record<string, string>;
  metadata: Record<string, string>;
} {
  const flat: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
    else flat[key] = value;
  }
  return { flat, metadata };
}

function stripeError(
  res: http.ServerResponse,
  status: number,
  type: string,
  message: string,
  code?: string,
) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message, code } }));
}

/** Stripe's 404 for a payment intent it does not have (named by `id` when the path gives one). */
const noSuchIntent = (res: http.ServerResponse, id?: string) =>
  stripeError(
    res,
    404,
    'invalid_request_error',
    id ? `No such payment_intent: '${id}'` : 'No such payment_intent',
    'resource_missing',
  );

/** Stripe's test PaymentMethods that stand for a test card. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
};
const SUCCEEDING_CARD = '4242424242424242';

export async function startStripeStandin(
  secretKey = 'sk_test_standin',
  publishableKey = 'pk_test_standin',
): Promise<StripeStandin> {
  const intents = new Map<string, StandinIntent>();
  const refunds: StandinRefund[] = [];
  const requests: StripeStandin['requests'] = [];
  const idempotent = new Map<string, string>();
  let failures = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const { flat, metadata } = formToObject(new URLSearchParams(raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        idempotencyKey,
        stripeVersion: req.headers['stripe-version'] as string | undefined,
        body: { ...flat },
      });
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      const confirmMatch = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
      // The TWINT app's approval (docs/payments.md): no key, like the app outside the browser.
      const twintMatch = /^\/twint\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && twintMatch) {
        const intent = intents.get(twintMatch[1]);
        const back = intent && (intent as Json).twint_return_url;
        if (!intent || intent.status !== 'requires_action' || typeof back !== 'string') {
          res.writeHead(404).end();
          return;
        }
        const approved = url.searchParams.get('decision') === 'approve';
        const record = intent as Json;
        record.next_action = null;
        if (approved) {
          intent.status = 'succeeded';
          record.amount_received = intent.amount;
          record.latest_charge = id('ch');
          record.last_payment_error = null;
        } else {
          intent.status = 'requires_payment_method';
          record.last_payment_error = {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message: 'The customer did not approve the payment in the TWINT app.',
          };
        }
        const target = new URL(back);
        target.searchParams.set('payment_intent', intent.id);
        target.searchParams.set('payment_intent_client_secret', intent.client_secret ?? '');
        target.searchParams.set('redirect_status', approved ? 'succeeded' : 'failed');
        res.writeHead(302, { location: target.toString() }).end();
        return;
      }
      const secretAuth = req.headers.authorization === `Bearer ${secretKey}`;
      // Stripe.js: the publishable key may only confirm or read an intent whose secret it holds.
      const publishableAuth =
        req.headers.authorization === `Bearer ${publishableKey}` ||
        (flat.key ?? url.searchParams.get('key')) === publishableKey;
      const browserCall =
        (req.method === 'POST' && confirmMatch) || (req.method === 'GET' && intentMatch);
      if (!secretAuth && !(publishableAuth && browserCall)) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      }
      if (failures > 0) {
        failures--;
        return stripeError(res, 500, 'api_error', 'stand-in asked to fail');
      }
      const send = (body: Json, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      const replay = idempotencyKey
        ? idempotent.get(`${url.pathname}:${idempotencyKey}`)
        : undefined;

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (replay) return send(intents.get(replay)!);
        const intentId = id('pi');
        const intent: StandinIntent = {
          ...structuredClone(intentFixture),
          id: intentId,
          amount: Number(flat.amount),
          currency: flat.currency,
          status: 'requires_payment_method',
          metadata,
          // As asked  (card, plus twint up to CHF 5,000), else the fixture's.
          payment_method_types: ((types) => (types.length ? types : ['card']))(
            Object.keys(flat)
              .filter((k) => /^allowed_payment_method_types\[\d+\]$/.test(k))
              .map((k) => flat[k]),
          ),
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        };
        intents.set(intentId, intent);
        if (idempotencyKey) idempotent.set(`${url.pathname}:${idempotencyKey}`, intentId);
        return send(intent);
      }
      if (req.method === 'GET' && intentMatch) {
        const intent = intents.get(intentMatch[1]);
        if (!intent) return noSuchIntent(res, intentMatch[1]);
        if (!secretAuth && url.searchParams.get('client_secret') !== intent.client_secret) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
          );
        }
        return send(intent);
      }
      if (req.method === 'POST' && confirmMatch) {
        const intent = intents.get(confirmMatch[1]);
        if (!intent) return noSuchIntent(res, confirmMatch[1]);
        if (!secretAuth && flat.client_secret !== intent.client_secret) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
          );
        }
        if (
          intent.status !== 'requires_payment_method' &&
          intent.status !== 'requires_confirmation'
        ) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          );
        }
        if (flat['payment_method_data[type]'] === 'twint') {
          // A redirect method: the intent waits for the app's approval (GET /twint/:id).
          if (!intent.payment_method_types.includes('twint'))
            return stripeError(
              res,
              400,
              'invalid_request_error',
              'The payment method type "twint" is invalid. Please ensure the provided type is activated and allowed for this PaymentIntent.',
              'payment_intent_invalid_parameter',
            );
          const record = intent as Json;
          record.payment_method = id('pm');
          record.twint_return_url = flat.return_url;
          intent.status = 'requires_action';
          record.next_action = {
            type: 'redirect_to_url',
            redirect_to_url: {
              url: `http://${req.headers.host}/twint/${intent.id}`,
              return_url: flat.return_url,
            },
          };
          return send(intent);
        }
        const card = (
          TEST_PAYMENT_METHODS[flat.payment_method] ??
          flat['payment_method_data[card][number]'] ??
          ''
        ).replace(/\s/g, '');
        if (!card) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'You must provide a payment method to confirm this PaymentIntent.',
            'payment_intent_unexpected_state',
          );
        }
        const paymentMethod = id('pm');
        const record = intent as Json;
        record.payment_method = paymentMethod;
        if (card === SUCCEEDING_CARD) {
          // A card without 3-D Secure: Stripe captures at once (capture_method automatic).
          intent.status = 'succeeded';
          record.amount_received = intent.amount;
          record.latest_charge = id('ch');
          record.last_payment_error = null;
          return send(intent);
        }
        const declined = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
        };
        intent.status = 'requires_payment_method';
        record.last_payment_error = declined;
        res.writeHead(402, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify({ error: { ...declined, payment_intent: intent } }));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const intent = intents.get(flat.payment_intent);
        if (!intent) return noSuchIntent(res);
        if (replay) return send(refunds.find((r) => r.id === replay)!);
        // Like Stripe: a fully refunded charge cannot be refunded again (no key, or one
        // older than Stripe's 24 hours, or a refund made in the Dashboard); a partial refund
        // (amount) may be followed by others up to what was paid.
        const refunded = refunds
          .filter((r) => (r as Json).payment_intent === intent.id)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = flat.amount !== undefined ? Number(flat.amount) : intent.amount - refunded;
        if (refunded >= intent.amount) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'Charge has already been refunded.',
            'charge_already_refunded',
          );
        }
        if (!(amount > 0) || refunded + amount > intent.amount)
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'Refund amount is greater than the unrefunded amount on the charge.',
            'amount_too_large',
          );
        const refund: StandinRefund = {
          ...structuredClone(refundFixture),
          id: id('re'),
          amount,
          currency: intent.currency,
          status: 'succeeded',
          metadata,
        };
        // The fixture's payment_intent is null; a real refund names the intent it refunds.
        (refund as Json).payment_intent = intent.id;
        refunds.push(refund);
        if (idempotencyKey) idempotent.set(`${url.pathname}:${idempotencyKey}`, refund.id);
        return send(refund);
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const intentId = url.searchParams.get('payment_intent');
        const data = refunds.filter((r) => !intentId || (r as Json).payment_intent === intentId);
        return send({ object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      return stripeError(
        res,
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${url.pathname})`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe(secretKey);

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    publishableKey,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    intents,
    refunds,
    requests,
    forgetIdempotencyKeys() {
      idempotent.clear();
    },
    setStatus(intentId, status) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      intent.status = status;
      return intent;
    },
    failNext(n) {
      failures = n;
    },
    signedEvent(type, intentId, secret) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      const event = {
        ...structuredClone(eventFixture),
        id: id('evt'),
        type,
        data: { object: structuredClone(intent) },
      };
      const payload = JSON.stringify(event);
      return {
        id: event.id,
        payload,
        signature: stripe.webhooks.generateTestHeaderString({ payload, secret }),
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
