/**
 * The payment step (SPEC 2, 7): its guard, and the content (./PaymentContent.tsx: amounts, the
 * intent and the provider's form, the payment-email resume) once the guard passes. The content
 * renders only in the browser, so it loads after hydration (React.lazy) and SWR with it is not
 * first-load JS (docs/performance.md).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useBookingUrlQuery } from '@/features/booking/state/BookingProvider';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import type { FlowView } from '@/features/summary/flowView';
import { StepIntro } from '@/components/StepIntro/StepIntro';
import shared from '@/styles/steps.module.css';
import styles from './PaymentStep.module.css';

const PaymentContent = lazy(() => import('./PaymentContent'));

export function PaymentStep({ view }: { view: FlowView }) {
  const { t } = useTranslation('payment');
  const guard = useBookingStep('payment', view.known);
  const urlQuery = useBookingUrlQuery();
  // The URL sync removes the token from the address (a credential) before the lookup may have
  // answered, and before the content has loaded: the first one seen is kept for the resume.
  const urlToken = urlQuery?.prefill.paymentToken;
  const [linkToken, setLinkToken] = useState<string | undefined>(undefined);
  if (urlToken && urlToken !== linkToken) setLinkToken(urlToken);
  const loading = (
    <p role="status" className={styles.muted}>
      {t('loading')}
    </p>
  );
  return (
    <div className={shared.step}>
      <StepIntro title={t('title')} text={t('intro')} />
      {guard.status !== 'ok' ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <PaymentContent view={view} resumeToken={urlToken ?? linkToken} />
        </Suspense>
      )}
    </div>
  );
}
