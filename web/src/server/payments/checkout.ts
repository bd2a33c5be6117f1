/**
 * The payment page's server side: what is due, creating the provider intent with the
 * server's amount, and confirming after the provider's redirect back.
 */
import { DomainError } from '@/server/domain-error';
import type { Db } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { log } from '@/server/log';
import type { LineItem, PaymentOption } from '@/server/pricing/compute';
import { snapshotOf } from '@/server/reservations/snapshot';
import { centsToFrancs } from '@/server/pricing/money';
import { unpaidReservation } from '@/server/reservations';
import { effectiveStatus } from '@/server/reservations/status';
import { intentIdempotencyKey, needsNewIntent, nextIntentAttempt, recordIntent } from './intents';
import {
  intentIdFromClientSecret,
  ProviderUnavailableError,
  type IntentOption,
  type PaymentIntent,
  type PaymentProvider,
  type ProviderName,
} from './provider';
import { paidEvent } from '@/server/lifecycle';
import { settleSucceededIntent, type SettleDeps } from './settle';
import { twintOffer, type TwintOffer } from './twint';
import {
  ALREADY_BOOKED,
  BALANCE_NOTHING_DUE,
  DISCOUNT_CODE_INVALID,
  PAYMENT_FAILED,
  PAYMENT_PROCESSING,
  PROVIDER_ERROR,
  RESERVE_OTHER,
  UNPAID_ALREADY_CONFIRMED,
} from '@/contracts/error-ids';

export type CheckoutDeps = { db: Db; provider: PaymentProvider; now: Date };

/** Provider trouble answers 502 error-stripe-payment; everything else passes through. */
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

/** Refuses a reservation that can no longer be paid: only a pending one holds its slot. */
function assertPayable(reservation: Reservation, now: Date): void {
  const status = effectiveStatus(reservation, now);
  if (status === 'confirmed') throw new DomainError('already-confirmed', UNPAID_ALREADY_CONFIRMED);
  if (status !== 'pending') throw new DomainError('not-payable', RESERVE_OTHER);
}

/** How often create-intent moves to the next key when the key's intent comes back canceled. */
const MAX_EXTRA_ATTEMPTS = 3;

export type CreatedIntent = {
  clientSecret: string;
  provider: ProviderName;
  publishableKey: string | null;
  /** Francs charged now. */
  amount: number;
  /** Whether TWINT is offered for this amount, and why not (docs/payments.md). */
  twint: TwintOffer;
};

/**
 * An intent for the reservation its booker has proven theirs (the route's `authorize`). The
 * amount is the server's: the reservation's fixed total and the deposit setting.
 */
export async function createIntentForReservation(
  reservation: Reservation,
  option: PaymentOption,
  deps: CheckoutDeps,
): Promise<CreatedIntent> {
  assertPayable(reservation, deps.now);
  // The deposit and total the booker agreed to at creation, not today's Settings.
  const due = (await snapshotOf(reservation)).paymentOptions[option];
  // Nothing due was confirmed at creation; a pending row with nothing due is a bug upstream.
  if (due.dueNowCents <= 0) throw new DomainError('not-payable', RESERVE_OTHER);
  return createKeyedIntent(
    reservation,
    option,
    due.dueNowCents,
    `Check-up ${reservation.name}`,
    deps,
  );
}

/**
 * A provider intent for `amountCents` of `reservation` under `option` (a payment option or the
 * balance). Its idempotency key names the reservation, option and amount (should the amount
 * change meanwhile), and the attempt: a canceled intent can never be paid, and its key would
 * return it for 24 h, so a repeated click gets the same intent and a canceled one a new key.
 */
export async function createKeyedIntent(
  reservation: Reservation,
  option: IntentOption,
  amountCents: number,
  description: string,
  deps: CheckoutDeps,
): Promise<CreatedIntent> {
  let attempt = await viaProvider(() =>
    nextIntentAttempt(reservation.id, option, amountCents, deps),
  );
  let intent: PaymentIntent;
  for (let extra = 0; ; extra++) {
    const idempotencyKey = intentIdempotencyKey(reservation.id, option, amountCents, attempt);
    intent = await viaProvider(() =>
      deps.provider.createIntent({
        amountCents,
        reservationId: reservation.id,
        option,
        idempotencyKey,
        description,
      }),
    );
    // So that releasing the hold can ask whether a payment is under way, and the next
    // create-intent can count canceled attempts (./intents.ts).
    await recordIntent(deps.db, reservation.id, intent.id);
    // A key's intent canceled after the attempts were counted (or never noted): next key.
    if (!needsNewIntent(intent.status) || extra >= MAX_EXTRA_ATTEMPTS) break;
    attempt += 1;
  }
  if (needsNewIntent(intent.status)) {
    log.error('payment-intent-attempts-exhausted', { reservationId: reservation.id, attempt });
    throw new DomainError('payment-not-completed', PAYMENT_FAILED);
  }
  log.info('payment-intent-created', {
    reservationId: reservation.id,
    paymentIntentId: intent.id,
    option,
    amountCents,
    attempt,
    provider: deps.provider.name,
  });
  return {
    clientSecret: intent.clientSecret,
    provider: deps.provider.name,
    publishableKey: deps.provider.publishableKey,
    amount: centsToFrancs(amountCents),
    twint: twintOffer(amountCents),
  };
}

export type PaymentPageData = {
  reservationId: string;
  reservationName: string;
  checkupSlug: string;
  locationSlug: string;
  services: string[];
  timeSlotStart: string;
  timeSlotEnd: string;
  holdExpiresAt: string | null;
  currency: 'CHF';
  /** Francs. */
  total: number;
  options: Record<PaymentOption, { dueNow: number; balance: number }>;
  items: LineItem[];
  discounts: { kind: 'location' | 'code'; label: string; amount: number }[];
  /** As booked (the snapshot), in the booking's language. */
  checkupTitle: string;
  locationName: string;
  locationAddress: string;
  provider: ProviderName;
  publishableKey: string | null;
};

/** The payment page of a reservation its booker has proven theirs (the route's `authorize`). */
export async function paymentPageData(
  reservation: Reservation,
  deps: CheckoutDeps,
): Promise<PaymentPageData> {
  const unpaid = unpaidReservation(reservation, deps.now);
  // Everything shown comes from the frozen snapshot: today's prices, deposit and titles
  // change nothing for a reservation that exists.
  const snapshot = await snapshotOf(reservation);
  const language = reservation.language;
  const option = (o: PaymentOption) => {
    const due = snapshot.paymentOptions[o];
    return { dueNow: centsToFrancs(due.dueNowCents), balance: centsToFrancs(due.balanceCents) };
  };
  return {
    reservationId: unpaid.id,
    reservationName: unpaid.name,
    checkupSlug: unpaid.checkupSlug,
    locationSlug: unpaid.locationSlug,
    services: unpaid.services,
    timeSlotStart: unpaid.timeSlotStart,
    timeSlotEnd: unpaid.timeSlotEnd,
    holdExpiresAt: unpaid.holdExpiresAt,
    currency: 'CHF',
    total: centsToFrancs(snapshot.totalCents),
    options: { deposit: option('deposit'), full: option('full') },
    items: snapshot.items.map((item) => ({
      kind: item.kind,
      slug: item.slug,
      label: item.label[language],
      amount: centsToFrancs(item.amountCents),
    })),
    discounts: snapshot.discounts.map((d) => ({
      kind: d.kind,
      label: d.label[language],
      amount: centsToFrancs(d.amountCents),
    })),
    checkupTitle: snapshot.checkup.bookedTitle[language],
    locationName: snapshot.location.name[language],
    locationAddress: snapshot.location.address[language],
    provider: deps.provider.name,
    publishableKey: deps.provider.publishableKey,
  };
}

export type ConfirmAnswer =
  | { status: 200; body: { result: string; reservationId: string; reservationName: string } }
  | { status: 202; body: { result: typeof PAYMENT_PROCESSING } };

/** Re-reads the intent from the provider (never trusting the redirect's query) and settles it. */
export async function confirmPayment(
  input: { paymentIntentClientSecret?: string; paymentIntentId?: string },
  deps: CheckoutDeps,
): Promise<ConfirmAnswer> {
  const id =
    input.paymentIntentId ?? intentIdFromClientSecret(input.paymentIntentClientSecret ?? '');
  if (!id) throw new DomainError('payment-reference-missing', PAYMENT_FAILED);
  const intent = await viaProvider(() => deps.provider.retrieveIntent(id));
  if (!intent) throw new DomainError('payment-not-found', PAYMENT_FAILED);
  if (input.paymentIntentClientSecret && input.paymentIntentClientSecret !== intent.clientSecret) {
    throw new DomainError('payment-not-found', PAYMENT_FAILED);
  }
  if (intent.status === 'processing') return { status: 202, body: { result: PAYMENT_PROCESSING } };
  if (intent.status !== 'succeeded') throw new DomainError('payment-not-completed', PAYMENT_FAILED);
  const settleDeps: SettleDeps = { db: deps.db, provider: deps.provider };
  const outcome = await viaProvider(() => settleSucceededIntent(intent, settleDeps));
  if (outcome.kind === 'confirmed') {
    return {
      status: 200,
      body: {
        result: outcome.result,
        reservationId: outcome.reservation.id,
        reservationName: outcome.reservation.name,
      },
    };
  }
  if (outcome.kind === 'refunded' && outcome.reason === 'already-paid' && outcome.reservation) {
    // This payment was refunded, but the reservation stands (paid by another one).
    const r = outcome.reservation;
    return {
      status: 200,
      body: { result: paidEvent(r), reservationId: r.id, reservationName: r.name },
    };
  }
  if (outcome.kind === 'refunded' && outcome.reason === 'amount-mismatch')
    throw new DomainError('not-payable', BALANCE_NOTHING_DUE);
  if (outcome.kind === 'refunded' && outcome.reason === 'slot-lost')
    throw new DomainError('slot-taken', ALREADY_BOOKED);
  if (outcome.kind === 'refunded' && outcome.reason === 'code-exhausted')
    throw new DomainError('discount-code-used-up', DISCOUNT_CODE_INVALID);
  if (outcome.kind === 'refunded') throw new DomainError('not-payable', RESERVE_OTHER);
  throw new DomainError('payment-not-found', PAYMENT_FAILED);
}
