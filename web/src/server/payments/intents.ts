/**
 * Which provider intents were created for a reservation. The reservation row learns its
 * intent only when a payment is settled, so a pending hold whose payment is processing (or
 * succeeded, not yet settled by the webhook) looks like any other pending hold in the
 * database. Releasing a superseded hold must not cancel such a one: each intent created for
 * the payment page is noted in processed_events (`intent-of:<reservationId>:<intentId>`),
 * and the release asks the provider about those. The same notes tell create-intent which
 * attempt (idempotency key) comes next after a canceled intent (nextIntentAttempt).
 */
import { DomainError } from '@/server/domain-error';
import { like } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { processedEvents } from '@/server/db/schema';
import { log } from '@/server/log';
import {
  ProviderUnavailableError,
  type IntentOption,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
} from './provider';
import {
  PAYMENT_PROCESSING,
  PROVIDER_ERROR,
  UNPAID_ALREADY_CONFIRMED,
} from '@/contracts/error-ids';

const PREFIX = 'intent-of:';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Notes that `intentId` pays `reservationId` (idempotent). */
export async function recordIntent(db: Db, reservationId: string, intentId: string): Promise<void> {
  await db
    .insert(processedEvents)
    .values({ eventId: `${PREFIX}${reservationId}:${intentId}`, type: 'intent-created' })
    .onConflictDoNothing();
}

/** The ids of the intents created for this reservation. */
export async function intentIdsOf(db: Db, reservationId: string): Promise<string[]> {
  // A UUID has no LIKE wildcards; anything else has no intents.
  if (!UUID_RE.test(reservationId)) return [];
  const rows = await db
    .select({ eventId: processedEvents.eventId })
    .from(processedEvents)
    .where(like(processedEvents.eventId, `${PREFIX}${reservationId.toLowerCase()}:%`));
  return rows.map((r) => r.eventId.slice(PREFIX.length + reservationId.length + 1));
}

/**
 * An intent in this state can never be paid: the payment page needs a new one. Stripe's
 * canceled is final; a declined card leaves the intent reusable (Stripe puts it back to
 * requires_payment_method, the dev provider's failed intent takes another card).
 */
export function needsNewIntent(status: IntentStatus): boolean {
  return status === 'canceled';
}

/**
 * The idempotency key of an intent for this reservation, option and amount (cents). The first
 * attempt keeps the key used before attempts existed; attempt n > 1 appends `:n`.
 */
export function intentIdempotencyKey(
  reservationId: string,
  option: IntentOption,
  amountCents: number,
  attempt: number,
): string {
  const key = `intent:${reservationId}:${option}:${amountCents}`;
  return attempt > 1 ? `${key}:${attempt}` : key;
}

/**
 * Which attempt the next intent for (reservation, option, amount) is: one more than the number
 * of this reservation's intents for that option and amount that can never be paid. Each
 * attempt's key gives exactly one intent (the provider's idempotency), so while the latest
 * one is live a retried request gets that same intent, and once it is canceled the next
 * request gets a new one (Stripe would answer the old key with the canceled intent for 24 h).
 * Throws ProviderUnavailableError when the provider cannot be asked.
 */
export async function nextIntentAttempt(
  reservationId: string,
  option: IntentOption,
  amountCents: number,
  deps: { db: Db; provider: PaymentProvider },
): Promise<number> {
  const ids = await intentIdsOf(deps.db, reservationId);
  const intents = await Promise.all(ids.map((id) => deps.provider.retrieveIntent(id)));
  const spent = intents.filter(
    (intent): intent is PaymentIntent =>
      intent !== null &&
      intent.option === option &&
      intent.amountCents === amountCents &&
      needsNewIntent(intent.status),
  );
  return spent.length + 1;
}

/**
 * Throws 409 `unpaid-reservation-already-confirmed` when an intent of this reservation has
 * succeeded (the settlement is on its way), 409 `payment-processing` when one is processing,
 * and 502 `error-stripe-payment` when the provider cannot be asked. Without intents the
 * provider is never called.
 */
export async function assertNoPaymentUnderway(
  reservationId: string,
  deps: { db: Db; provider: () => PaymentProvider },
): Promise<void> {
  const ids = await intentIdsOf(deps.db, reservationId);
  if (ids.length === 0) return;
  const provider = deps.provider();
  for (const id of ids) {
    let intent;
    try {
      intent = await provider.retrieveIntent(id);
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        log.error(PROVIDER_ERROR, { reason: err.message });
        throw new DomainError('provider-unavailable', PROVIDER_ERROR);
      }
      throw err;
    }
    if (intent?.status === 'succeeded')
      throw new DomainError('already-confirmed', UNPAID_ALREADY_CONFIRMED);
    if (intent?.status === 'processing')
      throw new DomainError('payment-processing', PAYMENT_PROCESSING);
  }
}
