/**
 * The payment provider of this process: Stripe when STRIPE_SECRET_KEY is set, else the dev
 * provider (which refuses to start in production).
 */
import { devProvider, type DevPaymentProvider } from './dev';
import type { PaymentProvider } from './provider';
import { stripeConfigFromEnv, stripeProvider } from './stripe';

let cached: { key: string; provider: PaymentProvider } | null = null;

export function getPaymentProvider(): PaymentProvider {
  const config = stripeConfigFromEnv();
  // Keyed by the config so tests (and a changed env) get a matching provider.
  const key = config ? JSON.stringify(config) : 'dev';
  if (cached?.key !== key)
    cached = { key, provider: config ? stripeProvider(config) : devProvider() };
  return cached.provider;
}

export function isDevProvider(provider: PaymentProvider): provider is DevPaymentProvider {
  return provider.name === 'dev';
}

export * from './provider';
