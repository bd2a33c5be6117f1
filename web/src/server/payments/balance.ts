/**
 * The balance paid online (issue 36, docs/payments.md "The balance"): a second provider intent
 * for exactly what is still due at the frozen price, created from the manage link. Settled
 * like every intent (settle.ts: browser return and webhook), recorded once by the lifecycle.
 */
import { DomainError } from '@/server/domain-error';
import { balanceDueCents } from '@/server/lifecycle';
import { log } from '@/server/log';
import type { Reservation } from '@/server/db/schema';
import { centsToFrancs } from '@/server/pricing/money';
import { intentIdempotencyKey, needsNewIntent, nextIntentAttempt, recordIntent } from './intents';
import { ProviderUnavailableError, type PaymentIntent } from './provider';
import type { CheckoutDeps, CreatedIntent } from './checkout';
import { twintOffer } from './twint';
import { BALANCE_NOTHING_DUE, PAYMENT_FAILED, PROVIDER_ERROR } from '@/contracts/error-ids';

export type BalanceIntent = CreatedIntent;

async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      log.error(PROVIDER_ERROR, { reason: err.message });
      throw new DomainError('provider-unavailable', PROVIDER_ERROR);
    }
    throw err;
  }
}

/**
 * An intent for what is due now on a confirmed booking. The key names the reservation and the
 * amount (and the attempt after a canceled one), so a repeated click gets the same intent and
 * a clinic payment meanwhile gives a new one for the new amount.
 */
export async function createBalanceIntent(
  reservation: Reservation,
  deps: CheckoutDeps,
): Promise<BalanceIntent> {
  const due = await balanceDueCents(deps.db, reservation);
  if (due <= 0) throw new DomainError('not-payable', BALANCE_NOTHING_DUE);
  let attempt = await viaProvider(() => nextIntentAttempt(reservation.id, 'balance', due, deps));
  let intent: PaymentIntent;
  for (let extra = 0; ; extra++) {
    const idempotencyKey = intentIdempotencyKey(reservation.id, 'balance', due, attempt);
    intent = await viaProvider(() =>
      deps.provider.createIntent({
        amountCents: due,
        reservationId: reservation.id,
        option: 'balance',
        idempotencyKey,
        description: `Check-up ${reservation.name} (balance)`,
      }),
    );
    await recordIntent(deps.db, reservation.id, intent.id);
    if (!needsNewIntent(intent.status) || extra >= 3) break;
    attempt += 1;
  }
  if (needsNewIntent(intent.status)) throw new DomainError('payment-not-completed', PAYMENT_FAILED);
  log.info('payment-intent-created', {
    reservationId: reservation.id,
    paymentIntentId: intent.id,
    option: 'balance',
    amountCents: due,
    attempt,
    provider: deps.provider.name,
  });
  return {
    clientSecret: intent.clientSecret,
    provider: deps.provider.name,
    publishableKey: deps.provider.publishableKey,
    amount: centsToFrancs(due),
    twint: twintOffer(due),
  };
}
