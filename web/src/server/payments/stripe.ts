/**
 * Stripe adapter: PaymentIntents with the server's amount and the reservation in metadata,
 * refunds, and signed webhooks. The API version is pinned so a Stripe upgrade never changes
 * object shapes under us. STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the
 * SDK elsewhere (the tests' local stand-in).
 */
import Stripe from 'stripe';
import {
  ProviderUnavailableError,
  WebhookSignatureError,
  type CreateIntentInput,
  type IntentOption,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
  type ProviderEvent,
  type Refund,
  type RefundOptions,
} from './provider';

import { paymentMethodTypes } from './twint';

export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

export function stripeConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const protocol = env.STRIPE_API_PROTOCOL;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || env.STRIPE_PUBLISHABLE_KEY || null,
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
    protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
  };
}

function status(intent: Stripe.PaymentIntent): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    // A redirect method (TWINT) waiting for the app's approval: not paid, not failed yet.
    case 'requires_action':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment';
  }
}

function option(value: string | undefined): IntentOption | null {
  return value === 'deposit' || value === 'full' || value === 'balance' ? value : null;
}

/** The payment method's type when Stripe sent the object (card, twint, …). */
function methodOf(intent: Stripe.PaymentIntent): string | null {
  const pm = intent.payment_method;
  return pm && typeof pm === 'object' ? pm.type : null;
}

export function fromStripeIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: status(intent),
    reservationId: intent.metadata?.reservationId || null,
    option: option(intent.metadata?.option),
    method: methodOf(intent),
  };
}

/** Network failures and Stripe's 5xx are "provider down" (502); anything else is a bug. */
function mapError(err: unknown): never {
  if (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 0) >= 500)
  ) {
    throw new ProviderUnavailableError(err.message);
  }
  throw err;
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'checkup-booking' },
  });

  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'chf',
            // Card, and TWINT up to its maximum (docs/payments.md): explicit, so the page can say
            // why a larger amount offers the card only.
            allowed_payment_method_types: paymentMethodTypes(input.amountCents),
            description: input.description,
            metadata: { reservationId: input.reservationId, option: input.option },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return fromStripeIntent(intent);
      } catch (err) {
        return mapError(err);
      }
    },

    async retrieveIntent(id: string): Promise<PaymentIntent | null> {
      try {
        return fromStripeIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
          return null;
        return mapError(err);
      }
    },

    async refund(intentId: string, reason: string, options: RefundOptions = {}): Promise<Refund> {
      const key = options.idempotencyKey ?? `refund:${intentId}`;
      try {
        if (options.amountCents !== undefined) {
          // Stripe forgets idempotency keys after 24 hours and a job may retry for longer: a
          // partial refund made under this key before is found by its metadata, not repeated.
          const earlier = (
            await stripe.refunds.list({ payment_intent: intentId, limit: 100 })
          ).data.find((r) => r.metadata?.refundKey === key);
          if (earlier)
            return {
              id: earlier.id,
              status: earlier.status ?? 'pending',
              amountCents: earlier.amount,
            };
        }
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            reason: 'requested_by_customer',
            metadata: { reason, refundKey: key },
            ...(options.amountCents !== undefined ? { amount: options.amountCents } : {}),
          },
          { idempotencyKey: key },
        );
        return { id: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
      } catch (err) {
        // Refunded before without this key (the Dashboard, or a key past Stripe's 24 hours, e.g.
        // a webhook retried days later): the money is back already, so that refund is the answer.
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          err.code === 'charge_already_refunded'
        ) {
          try {
            const [existing] = (await stripe.refunds.list({ payment_intent: intentId, limit: 1 }))
              .data;
            if (existing)
              return {
                id: existing.id,
                status: existing.status ?? 'pending',
                amountCents: existing.amount,
              };
          } catch (listErr) {
            return mapError(listErr);
          }
        }
        return mapError(err);
      }
    },

    verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
      // Without a secret nothing can be verified, and an unverified event is never trusted.
      if (!config.webhookSecret)
        throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'invalid signature');
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        intent:
          object.object === 'payment_intent'
            ? fromStripeIntent(object as Stripe.PaymentIntent)
            : null,
      };
    },
  };
}
