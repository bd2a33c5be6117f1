/**
 * What the dev provider's forms (test card, simulated TWINT app) do after the payment: settle
 * it in the payment's own transaction, complete a refund outside it, and send the browser
 * back like Stripe's redirect: to /payment-return, or for a balance to the manage page.
 */
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { manageReturnPath } from '@/server/notify/booking-data';
import { getReservation } from '@/server/reservations';
import { LOCALES } from '@/i18n/locales';
import type { DevPaymentOutcome, DevPaymentProvider, DevSettle } from './dev';
import { getPaymentProvider, isDevProvider } from './index';
import {
  completeSettlement,
  confirmSucceededIntent,
  settleFailedIntent,
  type ConfirmedIntent,
} from './settle';
import { DEV_PAY_ABSENT } from '@/contracts/payment-dev-pay';

/**
 * The configured provider when it is the dev one: its forms (/api/payment/dev-pay, dev-twint)
 * are absent, 404 payment-dev-absent, otherwise.
 */
export function activeDevProvider(): DevPaymentProvider {
  const provider = getPaymentProvider();
  if (!isDevProvider(provider)) throw new ApiError(404, DEV_PAY_ABSENT);
  return provider;
}

export function devSettle(provider: DevPaymentProvider): DevSettle<ConfirmedIntent | undefined> {
  return async (tx, intent) => {
    if (intent.status === 'succeeded') return confirmSucceededIntent(intent, { db: tx, provider });
    await settleFailedIntent(intent, { db: tx, provider });
    return undefined;
  };
}

/** Completes a decided refund and answers where the browser goes next. */
export async function devReturn(
  provider: DevPaymentProvider,
  outcome: DevPaymentOutcome<ConfirmedIntent | undefined>,
): Promise<string> {
  const db = await getDb();
  // A refund asks the provider (outside the transaction, like Stripe's would).
  if (outcome.settled) await completeSettlement(outcome.settled, outcome.intent, { db, provider });
  const reservation = outcome.intent.reservationId
    ? await getReservation(outcome.intent.reservationId, db)
    : null;
  const locale = LOCALES.find((l) => l === reservation?.locale) ?? 'de-ch';
  const query = new URLSearchParams({
    payment_intent: outcome.intent.id,
    payment_intent_client_secret: outcome.intent.clientSecret,
    redirect_status: outcome.redirectStatus,
  });
  // A balance is paid from the manage page, which confirms it on return (docs/payments.md).
  return outcome.intent.option === 'balance' && reservation
    ? manageReturnPath(reservation, query)
    : `/${locale}/payment-return?${query}`;
}
