/** What the payment routes run against in production: the app database, the configured provider, now. */
import { getDb } from '@/server/db/client';
import type { CheckoutDeps } from './checkout';
import { getPaymentProvider } from './index';

export async function checkoutDeps(): Promise<CheckoutDeps> {
  return { db: await getDb(), provider: getPaymentProvider(), now: new Date() };
}
