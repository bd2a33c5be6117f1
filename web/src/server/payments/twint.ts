/**
 * TWINT (docs/payments.md): a redirect method in CHF, offered by the Payment Element (and simulated
 * by the dev provider) for amounts up to Stripe's TWINT maximum; above it the page offers the
 * card only and says why.
 */

/** Stripe's TWINT maximum per payment: CHF 5,000. */
export const TWINT_MAX_CENTS = 500_000;

export type TwintOffer = { offered: true } | { offered: false; reason: 'amount-above-maximum' };

export function twintOffer(amountCents: number): TwintOffer {
  return amountCents <= TWINT_MAX_CENTS
    ? { offered: true }
    : { offered: false, reason: 'amount-above-maximum' };
}

/** The payment method types an intent of this amount offers. */
export function paymentMethodTypes(amountCents: number): string[] {
  return twintOffer(amountCents).offered ? ['card', 'twint'] : ['card'];
}
