/**
 * /payment-return: the provider sends the browser here. It keeps the site's header and step
 * progress (instead of SPEC 2's bare page, docs/spec.md) and says what is happening. The server
 * re-reads the intent (POST /api/payment/confirm); a confirmed payment sets the success flag
 * and replaces to /success, a failed one goes back to /payment with the catalogue error.
 *
 * Once the page may show (its guard passed), focus goes to its heading, which brings the
 * message into view: on a phone it sits below the header and the step progress, out of sight
 * when the provider's app sends the browser back (SPEC 2 "/payment-return").
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import {
  useBookingActions,
  useBookingStore,
  useBookingUrlQuery,
} from '@/features/booking/state/BookingProvider';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import { toBookingQuery } from '@/features/booking/url/bookingQuery';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import type { FlowView } from '@/features/summary/flowView';
import { apiErrorId } from '@/lib/fetcher';
import {
  confirmPayment,
  PAYMENT_APPROVAL_CANCELLED_ID,
  PAYMENT_FAILED_ID,
  PAYMENT_PROCESSING_ID,
  PAYMENT_SUCCESS_IDS,
} from './paymentApi';
import { firstParam, planReturn } from './paymentReturn';
import styles from './PaymentStep.module.css';

const PROCESSING_RETRY_MS = 2000;
const PROCESSING_MAX_TRIES = 10;

export function PaymentReturn({ view }: { view: FlowView }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const guard = useBookingStep('payment-return', view.known);
  const urlQuery = useBookingUrlQuery();
  const store = useBookingStore();
  const actions = useBookingActions();
  const errorDialog = useErrorDialog();
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<'checking' | 'waiting' | 'done'>('checking');

  useEffect(() => {
    if (guard.status === 'ok') heading.current?.focus();
  }, [guard.status]);

  useEffect(() => {
    if (guard.status !== 'ok' || !urlQuery || started.current) return;
    started.current = true;
    const plan = planReturn({
      redirectStatus: urlQuery.paymentReturn.redirectStatus,
      paymentIntentClientSecret: urlQuery.paymentReturn.paymentIntentClientSecret,
      paymentIntentId: firstParam(router.query.payment_intent),
    });

    const fail = async (errorId: string) => {
      setStatus('done');
      await router.replace({ pathname: '/payment', query: toBookingQuery(store.getState()) });
      errorDialog.show(errorId);
    };

    const run = async (attempt: number): Promise<void> => {
      // Only a redirect method (TWINT) comes back failed: its approval was not given.
      if (plan.kind === 'failed')
        return fail(
          urlQuery.paymentReturn.redirectStatus ? PAYMENT_APPROVAL_CANCELLED_ID : PAYMENT_FAILED_ID,
        );
      try {
        const answer = await confirmPayment(plan.body);
        if ((PAYMENT_SUCCESS_IDS as readonly string[]).includes(answer.result)) {
          if (answer.reservationId)
            actions.reservationSucceeded(answer.reservationId, answer.reservationName ?? null);
          actions.paymentSucceeded();
          setStatus('done');
          await router.replace({ pathname: '/success', query: toBookingQuery(store.getState()) });
          return;
        }
        // The provider has not settled yet (payment-processing): ask again shortly.
        if (attempt < PROCESSING_MAX_TRIES) {
          setStatus('waiting');
          await new Promise((resolve) => setTimeout(resolve, PROCESSING_RETRY_MS));
          return run(attempt + 1);
        }
        // Still not settled: it may yet succeed, so never tell the visitor it failed.
        return fail(PAYMENT_PROCESSING_ID);
      } catch (error) {
        return fail(apiErrorId(error, PAYMENT_FAILED_ID));
      }
    };
    void run(1);
  }, [guard.status, urlQuery, router, store, actions, errorDialog]);

  return (
    <section
      className={styles.returnCard}
      aria-labelledby="return-title"
      aria-busy={status !== 'done'}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <h1 id="return-title" className={styles.returnTitle} ref={heading} tabIndex={-1}>
        {t('steps.payment-return')}
      </h1>
      <p role="status" aria-live="polite" className={styles.returnText}>
        {status === 'checking'
          ? t('stepIntro.payment-return')
          : status === 'waiting'
            ? `${t('stepIntro.payment-return')} ${t('paymentReturnWaiting')}`
            : null}
      </p>
    </section>
  );
}
