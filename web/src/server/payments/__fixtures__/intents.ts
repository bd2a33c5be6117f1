/** Create-intent requests for the provider tests (dev and Stripe answer them alike). */
import type { CreateIntentInput } from '../provider';

/** A deposit of CHF 300 for reservation res-1, and what either provider's intent for it says. */
export const DEPOSIT_REQUEST = {
  amountCents: 30000,
  reservationId: 'res-1',
  option: 'deposit',
  idempotencyKey: 'intent:res-1:deposit',
} as const satisfies CreateIntentInput;
export const DEPOSIT_INTENT = {
  amountCents: 30000,
  currency: 'chf',
  status: 'requires_payment',
  reservationId: 'res-1',
  option: 'deposit',
};

/** A request to pay `amountCents` in full for `reservationId` under `idempotencyKey`. */
export function fullPayment(
  amountCents: number,
  reservationId: string,
  idempotencyKey: string,
): CreateIntentInput {
  return { amountCents, reservationId, option: 'full', idempotencyKey };
}
