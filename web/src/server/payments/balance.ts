/**
 * The balance paid online (docs/payments.md "The balance"): a second provider intent
 * for exactly what is still due at the frozen price, created from the manage link. Settled
 * like every intent (settle.ts: browser return and webhook), recorded once by the lifecycle.
 */
import { DomainError } from '@/server/domain-error';
import { balanceDueCents } from '@/server/lifecycle';
import type { Reservation } from '@/server/db/schema';
import { createKeyedIntent, type CheckoutDeps, type CreatedIntent } from './checkout';
import { BALANCE_NOTHING_DUE } from '@/contracts/error-ids';

export type BalanceIntent = CreatedIntent;

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
  return createKeyedIntent(
    reservation,
    'balance',
    due,
    `Check-up ${reservation.name} (balance)`,
    deps,
  );
}
