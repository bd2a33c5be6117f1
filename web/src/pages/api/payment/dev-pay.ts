/**
 * POST /api/payment/dev-pay { clientSecret, cardNumber } -> { redirectUrl }: the dev
 * provider's test card form. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 * The outcome is settled at once, in the transaction that records the payment (the dev
 * provider's stand-in for Stripe's webhook), and the
 * browser returns like from Stripe: /{locale}/payment-return?payment_intent=...
 * Exists only while the dev provider is active.
 */
import type { PageConfig } from 'next';
import { ApiError, apiHandler, enforceRateLimit, readJsonBody } from '@/server/http';
import { getDb } from '@/server/db/client';
import { getPaymentProvider, isDevProvider } from '@/server/payments';
import { PAYMENT_FAILED } from '@/server/payments/errors';
import {
  completeSettlement,
  confirmSucceededIntent,
  settleFailedIntent,
} from '@/server/payments/settle';
import { getReservation, LOCALES } from '@/server/reservations';
import { manageReturnPath } from '@/server/manage/link';
import {
  DEV_PAY_ABSENT,
  devPayRequestSchema,
  type DevPayResponse,
} from '@/contracts/payment-dev-pay';

// Our own body reading: malformed JSON answers { error } too, not Next's plain text.
export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('payment-dev-pay', {
  POST: async (req, res) => {
    const provider = getPaymentProvider();
    if (!isDevProvider(provider)) throw new ApiError(404, DEV_PAY_ABSENT);
    const body = await readJsonBody(req, res, devPayRequestSchema, { errorId: PAYMENT_FAILED });
    if (!body) return;
    if (
      !(await enforceRateLimit(req, res, {
        bucket: 'payment-dev-pay',
        limit: 30,
        windowSeconds: 60,
      }))
    )
      return;
    // The payment and its settlement (confirmation + announcement jobs) commit together.
    const outcome = await provider.pay(body.clientSecret, body.cardNumber, async (tx, intent) => {
      if (intent.status === 'succeeded')
        return confirmSucceededIntent(intent, { db: tx, provider });
      await settleFailedIntent(intent, { db: tx, provider });
      return undefined;
    });
    if (!outcome) throw new ApiError(404, PAYMENT_FAILED);
    const db = await getDb();
    // A refund asks the provider (outside the transaction, like Stripe's would).
    if (outcome.settled)
      await completeSettlement(outcome.settled, outcome.intent, { db, provider });

    const reservation = outcome.intent.reservationId
      ? await getReservation(outcome.intent.reservationId, db)
      : null;
    const locale = LOCALES.find((l) => l === reservation?.locale) ?? 'de-ch';
    const query = new URLSearchParams({
      payment_intent: outcome.intent.id,
      payment_intent_client_secret: outcome.intent.clientSecret,
      redirect_status: outcome.redirectStatus,
    });
    // A balance is paid from the manage page, which confirms it on return (issue 36).
    const back =
      outcome.intent.option === 'balance' && reservation
        ? manageReturnPath(reservation, query)
        : `/${locale}/payment-return?${query}`;
    res.status(200).json({
      redirectUrl: back,
      redirectStatus: outcome.redirectStatus,
    } satisfies DevPayResponse);
  },
});
