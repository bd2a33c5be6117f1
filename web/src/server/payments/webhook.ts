/**
 * Provider webhooks: verified first (never parsed unverified), handled once per event id
 * (processed_events; the handlers are idempotent too, so two deliveries racing each other
 * still confirm once). An event is recorded only after it was handled, so a failure answers
 * 5xx and the provider delivers it again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { processedEvents } from '@/server/db/schema';
import { log } from '@/server/log';
import type { PaymentProvider } from './provider';
import { settleFailedIntent, settleSucceededIntent } from './settle';
import { PAYMENT_FAILED } from '@/contracts/error-ids';

export type WebhookResult = { eventId: string; type: string; duplicate: boolean; outcome: string };

/** Throws WebhookSignatureError for an unverifiable body. */
export async function handleWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  deps: { db: Db; provider: PaymentProvider },
): Promise<WebhookResult> {
  const event = deps.provider.verifyWebhook(rawBody, signature);
  const [seen] = await deps.db
    .select()
    .from(processedEvents)
    .where(eq(processedEvents.eventId, event.id));
  if (seen) {
    log.info('webhook-duplicate', { eventId: event.id, type: event.type });
    return { eventId: event.id, type: event.type, duplicate: true, outcome: 'duplicate' };
  }

  let outcome = 'ignored';
  if (event.intent && event.type === 'payment_intent.succeeded') {
    const settled = await settleSucceededIntent(event.intent, deps);
    outcome = settled.kind === 'confirmed' ? settled.result : `${settled.kind}:${settled.reason}`;
  } else if (
    event.intent &&
    (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled')
  ) {
    await settleFailedIntent(event.intent, deps);
    outcome = PAYMENT_FAILED;
  }

  await deps.db
    .insert(processedEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing();
  log.info('webhook-handled', {
    eventId: event.id,
    type: event.type,
    outcome,
    paymentIntentId: event.intent?.id,
  });
  return { eventId: event.id, type: event.type, duplicate: false, outcome };
}
