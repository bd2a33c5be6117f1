/**
 * What the booking needs from a card payment provider. Two implementations: Stripe
 * (./stripe.ts, when STRIPE_SECRET_KEY is set) and the built-in dev provider (./dev.ts).
 * Amounts are integer cents (CHF), as the providers count them.
 */
import type { PaymentOption } from '@/server/pricing/compute';

export type ProviderName = 'stripe' | 'dev';

/** What an intent pays: the booking's first payment (deposit or full) or its balance (docs/payments.md). */
export type IntentOption = PaymentOption | 'balance';

export type IntentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  /** From the intent's metadata: which reservation and option it pays. */
  reservationId: string | null;
  option: IntentOption | null;
  /** How it was paid (card, twint, …) when the provider says; null otherwise. */
  method?: string | null;
};

export type CreateIntentInput = {
  amountCents: number;
  reservationId: string;
  option: IntentOption;
  /** Same key, same intent: a retried request never creates a second charge. */
  idempotencyKey: string;
  description?: string;
};

export type RefundOptions = { amountCents?: number; idempotencyKey?: string };

export type Refund = { id: string; status: string; amountCents: number };

export const PAYMENT_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const;

export type ProviderEvent = {
  id: string;
  type: string;
  /** The payment intent the event is about, or null for other objects. */
  intent: PaymentIntent | null;
};

/** Thrown when a webhook's signature is missing, wrong or too old, or no secret is set. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown when the provider cannot be reached or answers with a server error. */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** For the browser (Stripe.js); null for the dev provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** null when the provider does not know the intent. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Gives money back. Without options the whole payment (a lost slot, a double payment); with
   * `amountCents` part of it (a cancellation by policy). `idempotencyKey` names the refund: the
   * same key never refunds twice (default `refund:<intent id>`).
   */
  refund(intentId: string, reason: string, options?: RefundOptions): Promise<Refund>;
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** Intent ids are the part of a client secret before "_secret_" (Stripe's format; dev follows it). */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const index = clientSecret.indexOf('_secret_');
  return index > 0 ? clientSecret.slice(0, index) : null;
}
