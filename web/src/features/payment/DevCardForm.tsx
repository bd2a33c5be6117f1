/**
 * The dev payment provider's test card form, clearly marked as such: it stands in for the
 * real provider in local runs and tests. The server decides the outcome by card number and
 * answers the return URL, which is followed like Stripe's redirect.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/fields/TextField';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { formatChf } from '@/i18n/format';
import { apiErrorId } from '@/lib/fetcher';
import { devPay } from './paymentApi';
import styles from './PaymentStep.module.css';
import { PAYMENT_FAILED } from '@/contracts/error-ids';

const CARD_SHAPE = /^\d{12,19}$/;

/** Above TWINT's maximum the card is the only way, and the page says why (docs/payments.md). */
export function TwintNote({ offered }: { offered: boolean }) {
  const { t } = useTranslation('payment');
  if (offered) return null;
  return (
    <p className={styles.muted} data-testid="twint-unavailable">
      {t('twint.cardOnly')}
    </p>
  );
}

export function DevCardForm({
  clientSecret,
  amount,
  twint = false,
}: {
  clientSecret: string;
  amount: number;
  /** Offer the simulated TWINT app (a redirect, like Stripe's TWINT). */
  twint?: boolean;
}) {
  const { t } = useTranslation('payment');
  const errorDialog = useErrorDialog();
  const [card, setCard] = useState('');
  const [touched, setTouched] = useState(false);
  const [paying, setPaying] = useState(false);
  const [declined, setDeclined] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const digits = card.replace(/[\s-]/g, '');
  const invalid = !CARD_SHAPE.test(digits);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || paying) return;
    setPaying(true);
    setDeclined(false);
    try {
      const { redirectUrl, redirectStatus } = await devPay(clientSecret, digits);
      if (redirectStatus === 'failed') {
        // Like a declined card at Stripe (no redirect for cards): say so here, keep what was
        // typed and put focus back on the card field (docs/spec.md).
        setPaying(false);
        setDeclined(true);
        input.current?.focus();
        return;
      }
      // A full page load, like the provider's own redirect.
      window.location.assign(redirectUrl);
    } catch (error) {
      setPaying(false);
      errorDialog.show(apiErrorId(error, PAYMENT_FAILED));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={styles.devForm}
      data-testid="dev-card-form"
      aria-busy={paying}
    >
      <p className={styles.devBadge}>
        <strong>{t('dev.badge')}</strong> {t('dev.notice')}
      </p>
      <TextField
        label={t('dev.cardNumber')}
        hint={t('dev.cardHint')}
        inputMode="numeric"
        autoComplete="off"
        value={card}
        ref={input}
        onChange={(event) => {
          setCard(event.target.value);
          setDeclined(false);
        }}
        onBlur={() => setTouched(true)}
        error={invalid ? t('dev.invalid') : declined ? t('card.declined') : undefined}
        showErrors={touched}
        required
      />
      <p aria-live="polite" className={styles.muted} data-testid="card-status">
        {paying ? (
          t('card.paying')
        ) : declined ? (
          // Shown at the field; announced here once.
          <span className="visually-hidden">{t('card.declined')}</span>
        ) : null}
      </p>
      <Button type="submit" size="XL" fullWidth icon="card" disabled={paying} data-testid="pay">
        {t('card.pay', { amount: formatChf(amount) })}
      </Button>
      {twint && (
        // A full page load to the app's approval, which returns like Stripe's redirect.
        <Button
          onClick={() =>
            // An API route, not a page: a full load like the provider's redirect.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            window.location.assign(
              `/api/payment/dev-twint?${new URLSearchParams({ secret: clientSecret })}`,
            )
          }
          disabled={paying}
          variant="secondary"
          size="XL"
          fullWidth
          data-testid="pay-twint"
        >
          {t('twint.pay', { amount: formatChf(amount) })}
        </Button>
      )}
    </form>
  );
}
