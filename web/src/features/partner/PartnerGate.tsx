/**
 * The partner's entry (SPEC 2 check-partner-reservation): on the check-up page with an
 * invitation link, the partner confirms their email; fetch-partner checks it, and the
 * prepaid check-up and the booker's location are preselected before going on to add-ons.
 * Every partner-reservation-* error shows from the catalogue.
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/fields/TextField';
import { useBookingState, useBookingStore } from '@/features/booking/state/BookingProvider';
import { toBookingQuery } from '@/features/booking/url/bookingQuery';
import { ERROR_MESSAGES_PATH } from '@/features/overlays/ErrorDialog';
import { errorMessageFor, type ErrorMessageMap } from '@/shared/errorMessages';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { isEmailAddress } from '@/shared/contact-patterns';
import { useLocale } from '@/i18n/useLocale';
import { CONTACT_EXAMPLES } from '@/i18n/locales';
import { apiErrorId, swrFetcher } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { invitationOf } from './invitationLink';
import { fetchPartner, partnerBookingActions } from './partnerInvitation';
import { partnerPaymentText } from './partnerPayment';
import styles from './PartnerGate.module.css';
import { PARTNER_NOT_FOUND } from '@/contracts/error-ids';

/** The partner lookup's answer for an unknown id and for another email alike (no oracle). */
const NOT_INVITED = PARTNER_NOT_FOUND;

export function PartnerGate() {
  const router = useRouter();
  const invitationId = router.isReady ? invitationOf(router.query) : null;
  const verifiedId = useBookingState((s) => s.reservationIdPartner);
  if (!invitationId) return null;
  return (
    <PartnerCard
      key={invitationId}
      invitationId={invitationId}
      verified={verifiedId === invitationId}
    />
  );
}

function PartnerCard({ invitationId, verified }: { invitationId: string; verified: boolean }) {
  const { t } = useTranslation('partner');
  const router = useRouter();
  const { language, market } = useLocale();
  const store = useBookingStore();
  const firstName = useBookingState((s) => s.personalData.firstName);
  const payment = useBookingState((s) => s.partnerPayment);
  const paymentText = payment ? partnerPaymentText(payment) : null;
  const errorDialog = useErrorDialog();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const messages = useApi(
    errorId ? [ERROR_MESSAGES_PATH, { language }] : null,
    swrFetcher<{ messages: ErrorMessageMap }>,
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
  const emailValid = isEmailAddress(email);

  const continueToAddOns = () =>
    router.push({ pathname: '/add-ons', query: toBookingQuery(store.getState()) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!emailValid || checking) return;
    setChecking(true);
    setErrorId(null);
    try {
      const invitation = await fetchPartner(invitationId, email.trim());
      partnerBookingActions(invitation, email.trim()).forEach((action) => store.dispatch(action));
      await continueToAddOns();
    } catch (error) {
      const id = apiErrorId(error, PARTNER_NOT_FOUND);
      setErrorId(id);
      // The invitation link names a real booking: "not found" here means the typed email is
      // not the invited one (docs/manage-booking.md). Said at the field, without a dialog.
      if (id !== NOT_INVITED) errorDialog.show(id);
    } finally {
      setChecking(false);
    }
  };

  if (verified) {
    return (
      <section
        className={styles.card}
        aria-labelledby="partner-title"
        data-testid="partner-verified"
      >
        <h2 id="partner-title" className={styles.title}>
          {t('verifiedTitle', { name: firstName ?? '' })}
        </h2>
        {paymentText && (
          <p data-testid="partner-payment">{t(paymentText.key, paymentText.values)}</p>
        )}
        <p>{t('verified')}</p>
        <Button
          size="L"
          icon="chevron-right"
          iconPosition="end"
          onClick={() => void continueToAddOns()}
        >
          {t('continue')}
        </Button>
      </section>
    );
  }

  const fieldError = errorId
    ? errorId === NOT_INVITED
      ? t('emailMismatch')
      : errorMessageFor(messages.data?.messages, errorId)
    : !emailValid
      ? t('invalidEmail', { email: CONTACT_EXAMPLES[market].email })
      : undefined;
  return (
    <section className={styles.card} aria-labelledby="partner-title" data-testid="partner-gate">
      <h2 id="partner-title" className={styles.title}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <form onSubmit={submit} noValidate className={styles.form} aria-busy={checking}>
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrorId(null);
          }}
          onBlur={() => setTouched(true)}
          error={fieldError}
          showErrors={touched || errorId !== null}
          required
        />
        <p aria-live="polite" className={styles.status}>
          {checking ? t('checking') : null}
        </p>
        <Button type="submit" size="L" disabled={checking} data-testid="partner-submit">
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
