/**
 * Paying the balance from the manage page (docs/payments.md): the provider's form for an intent of
 * what is still due (the dev card form, or Stripe's Payment Element with card and TWINT up to
 * CHF 5,000), the provider's return to this page confirmed through /api/payment/confirm, and
 * the receipt download.
 */
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { DevCardForm } from '@/features/payment/DevCardForm';
import { confirmPayment } from '@/features/payment/paymentApi';
import { firstParam, planReturn } from '@/features/payment/paymentReturn';
import { formatCents } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId, isApiError } from '@/lib/fetcher';
import shared from '@/styles/steps.module.css';
import type { ManagedBooking } from '@/contracts/booking-manage';
import type { PayBalanceResponse } from '@/contracts/booking-pay-balance';
import { fetchReceipt, payBalance } from './manageApi';
import { saveFile } from '@/lib/saveFile';
import styles from './ManageBooking.module.css';
import { TitledSection } from '@/components/TitledSection/TitledSection';
import {
  BALANCE_NOTHING_DUE,
  PROVIDER_ERROR,
  RECEIPT_PAYMENT_UNKNOWN,
} from '@/contracts/error-ids';

const StripePaymentForm = dynamic(() => import('@/features/payment/StripePaymentForm'), {
  ssr: false,
});

export type ReturnState = 'checking' | 'done' | 'failed' | 'cancelled' | 'processing' | null;

const RETRY_MS = 2000;
const MAX_TRIES = 5;

/**
 * The provider's redirect back to this page (?payment_intent=…): confirmed on the server, never
 * trusted from the query; the query is then dropped so a reload does not confirm again.
 */
export function useBalanceReturn(onPaid: () => void): ReturnState {
  const router = useRouter();
  const [state, setState] = useState<ReturnState>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!router.isReady || started.current) return;
    const q = router.query;
    const intent = firstParam(q.payment_intent);
    if (!intent) return;
    started.current = true;
    const redirectStatus = firstParam(q.redirect_status);
    const plan = planReturn({
      redirectStatus,
      paymentIntentClientSecret: firstParam(q.payment_intent_client_secret),
      paymentIntentId: intent,
    });
    const clean = () => {
      const { token } = router.query;
      void router.replace({ pathname: router.pathname, query: { token } }, undefined, {
        shallow: true,
      });
    };
    const run = async (attempt: number): Promise<void> => {
      if (plan.kind === 'failed') {
        // Only a redirect method (TWINT) comes back failed: its approval was not given.
        setState('cancelled');
        return clean();
      }
      setState('checking');
      try {
        const answer = await confirmPayment(plan.body);
        if (answer.result === 'payment-processing') {
          if (attempt < MAX_TRIES) {
            await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
            return run(attempt + 1);
          }
          setState('processing');
        } else {
          setState('done');
          onPaid();
        }
      } catch (error) {
        setState(isApiError(error) && error.id === BALANCE_NOTHING_DUE ? 'done' : 'failed');
        onPaid();
      }
      clean();
    };
    void run(1);
  }, [router, onPaid]);
  return state;
}

export function PayBalanceSection({
  booking,
  token,
  returnState,
}: {
  booking: ManagedBooking;
  token: string;
  returnState: ReturnState;
}) {
  const { t } = useTranslation('manage');
  const [intent, setIntent] = useState<PayBalanceResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const due = booking.amounts.balanceCents;
  const payable = booking.status === 'confirmed' && due > 0 && !booking.isPartnersOwn;

  const start = async () => {
    setLoading(true);
    setError(null);
    try {
      setIntent(await payBalance(token));
    } catch (e) {
      setError(apiErrorId(e, PROVIDER_ERROR));
    } finally {
      setLoading(false);
    }
  };

  // After an approval that was not given, the form is offered again at once.
  const retry = returnState === 'cancelled' || returnState === 'failed';
  const retried = useRef(false);
  useEffect(() => {
    if (!retry || !payable || retried.current) return;
    retried.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return
  }, [retry, payable]);

  const message =
    returnState === 'checking'
      ? { variant: 'default' as const, text: t('balance.checking') }
      : returnState === 'done'
        ? { variant: 'success' as const, text: t('balance.done') }
        : returnState === 'processing'
          ? { variant: 'default' as const, text: t('balance.processing') }
          : returnState === 'cancelled'
            ? { variant: 'error' as const, text: t('balance.cancelled') }
            : returnState === 'failed'
              ? { variant: 'error' as const, text: t('balance.failed') }
              : null;

  if (!payable && !message) return null;
  return (
    <TitledSection
      titleId="manage-pay-balance"
      title={t('balance.title')}
      className={`${shared.surface} ${styles.card}`}
      titleClassName={styles.cardTitle}
      data-testid="manage-pay-balance"
    >
      {message && (
        <div role="status" aria-live="polite" data-testid="balance-status">
          <InfoBlock variant={message.variant} text={message.text} />
        </div>
      )}
      {payable && !intent && (
        <>
          <p>{t('balance.intro')}</p>
          {error && <InfoBlock variant="error" text={t('balance.failed')} />}
          <Button
            fullWidth
            icon="card"
            onClick={() => void start()}
            disabled={loading}
            data-testid="pay-balance"
          >
            {t('balance.button', { amount: formatCents(due) })}
          </Button>
        </>
      )}
      {payable && intent && (
        <>
          {!intent.twint.offered && (
            <p data-testid="twint-unavailable" className={styles.muted}>
              {t('balance.cardOnly')}
            </p>
          )}
          {intent.provider === 'dev' ? (
            <DevCardForm
              clientSecret={intent.clientSecret}
              amount={intent.amount}
              twint={intent.twint.offered}
            />
          ) : (
            <StripePaymentForm
              clientSecret={intent.clientSecret}
              publishableKey={intent.publishableKey ?? ''}
              amount={intent.amount}
              locale={booking.language === 'de' ? 'de-ch' : 'en-ch'}
              returnUrl={window.location.href}
            />
          )}
        </>
      )}
    </TitledSection>
  );
}

/** Saves the receipt PDF the manage token (and, for one payment's receipt, `payment`) names. */
function useReceiptDownload(token: string, reference: string) {
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (payment?: string) => {
    setFailed(null);
    try {
      const { blob, filename } = await fetchReceipt(token, payment);
      // The server names the file from Studio's texts (`files`); the reference alone if it did not.
      saveFile(blob, filename ?? `${reference}.pdf`);
    } catch (error) {
      setFailed(apiErrorId(error));
    }
  };
  return { download, failed };
}

/** Why a receipt could not be had: a payment without one is said as such; else try again. */
function ReceiptFailed({ id }: { id: string }) {
  const { t } = useTranslation('manage');
  const text =
    id === RECEIPT_PAYMENT_UNKNOWN
      ? t('errors.receipt-payment-unknown')
      : t('balance.receiptFailed');
  return <InfoBlock variant="error" text={text} />;
}

export function ReceiptButton({ token, reference }: { token: string; reference: string }) {
  const { t } = useTranslation('manage');
  const { download, failed } = useReceiptDownload(token, reference);
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => void download()}
        data-testid="manage-receipt"
      >
        {t('balance.receipt')}
      </Button>
      {failed && <ReceiptFailed id={failed} />}
    </>
  );
}

/** A payment's own receipt, beside its line in the amounts (docs/payments.md). */
export function PaymentReceiptLink({
  token,
  reference,
  payment,
  label,
}: {
  token: string;
  reference: string;
  payment: string;
  label: string;
}) {
  const { t } = useTranslation('manage');
  const { download, failed } = useReceiptDownload(token, reference);
  return (
    <>
      <button
        type="button"
        className={`link-button ${styles.receiptLink}`}
        onClick={() => void download(payment)}
        data-testid="manage-payment-receipt"
        aria-label={t('balance.paymentReceiptFor', { payment: label })}
      >
        {t('balance.paymentReceipt')}
      </button>
      {failed && <ReceiptFailed id={failed} />}
    </>
  );
}
