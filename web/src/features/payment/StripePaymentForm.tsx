/**
 * Stripe's Payment Element for the intent's client secret. Loaded through a dynamic import
 * from PaymentStep, so Stripe.js is fetched only on the payment page and only with Stripe.
 * confirmPayment sends the browser to /{locale}/payment-return.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { formatChf } from '@/i18n/format';
import styles from './PaymentStep.module.css';
import { PROVIDER_ERROR } from '@/contracts/error-ids';

interface Props {
  clientSecret: string;
  publishableKey: string;
  amount: number;
  locale: string;
  /** Where Stripe sends the browser back; default /{locale}/payment-return (the balance: the manage page). */
  returnUrl?: string;
}

const stripePromises = new Map<string, ReturnType<typeof loadStripe>>();
function stripeFor(key: string) {
  if (!stripePromises.has(key)) stripePromises.set(key, loadStripe(key));
  return stripePromises.get(key)!;
}

export default function StripePaymentForm({
  clientSecret,
  publishableKey,
  amount,
  locale,
  returnUrl,
}: Props) {
  const stripe = stripeFor(publishableKey);
  const options = useMemo(
    () => ({
      clientSecret,
      locale: (locale.startsWith('en') ? 'en' : 'de') as 'en' | 'de',
      appearance: {
        theme: 'stripe' as const,
        variables: { colorPrimary: '#0b5563', borderRadius: '6px' },
      },
    }),
    [clientSecret, locale],
  );
  return (
    <Elements stripe={stripe} options={options} key={clientSecret}>
      <StripeForm
        amount={amount}
        returnUrl={returnUrl ?? `${window.location.origin}/${locale}/payment-return`}
      />
    </Elements>
  );
}

function StripeForm({ amount, returnUrl }: { amount: number; returnUrl: string }) {
  const { t } = useTranslation('payment');
  const stripe = useStripe();
  const elements = useElements();
  const errorDialog = useErrorDialog();
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setCardError(null);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
    });
    // Only reached when the payment could not start (card errors, validation); success redirects.
    setPaying(false);
    if (error.type === 'card_error') {
      // A declined card: Stripe's own words (in the page's language) beside the form, which
      // keeps what was entered; focus back into it (docs/spec.md).
      setCardError(error.message ?? t('card.declined'));
      elements.getElement('payment')?.focus();
    } else if (error.type !== 'validation_error') errorDialog.show(PROVIDER_ERROR);
  };

  return (
    <form onSubmit={submit} className={styles.stripeForm} aria-busy={paying}>
      <PaymentElement />
      <p
        aria-live="polite"
        className={cardError ? styles.cardError : styles.muted}
        data-testid="card-status"
      >
        {paying ? t('card.paying') : cardError}
      </p>
      <Button
        type="submit"
        size="XL"
        fullWidth
        icon="card"
        disabled={!stripe || paying}
        data-testid="pay"
      >
        {t('card.pay', { amount: formatChf(amount) })}
      </Button>
    </form>
  );
}
