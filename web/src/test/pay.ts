/**
 * Pays a reservation as the payment step and its return do, with the dev provider: an intent
 * for what the option asks now, then the confirmation with the paid and the still due amounts;
 * and the payment step's create-intent request.
 */
import type { Reservation } from '@/server/db/schema';
import { confirmReservation } from '@/server/lifecycle';
import { getPaymentProvider } from '@/server/payments';

export async function payWithDevProvider(
  r: Reservation,
  option: 'deposit' | 'full',
): Promise<void> {
  const due = r.snapshot!.paymentOptions[option];
  const intent = await getPaymentProvider().createIntent({
    amountCents: due.dueNowCents,
    reservationId: r.id,
    option,
    idempotencyKey: `test-${r.id}`,
  });
  const confirmed = await confirmReservation(r.id, {
    paidCents: due.dueNowCents,
    balanceDueCents: due.balanceCents,
    paymentIntentId: intent.id,
    provider: 'dev',
  });
  if (!confirmed.ok) throw new Error(`confirm failed: ${confirmed.reason}`);
}

/** POST /api/payment/create-intent's body for `r`'s `option`, proven by its booker's email. */
export function intentRequest(
  r: Pick<Reservation, 'id' | 'personalData'>,
  option: string,
  extra: Record<string, unknown> = {},
) {
  return { reservationId: r.id, email: r.personalData.email, option, ...extra };
}
