/**
 * The success step (SPEC 2): its guard, and the content (./SuccessContent.tsx) once the guard
 * passes. The content renders only in the browser, so it loads after hydration (React.lazy)
 * and SWR with it is not first-load JS (docs/performance.md).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import type { FlowView } from '@/features/summary/flowView';
import styles from './SuccessStep.module.css';

const SuccessContent = lazy(() => import('./SuccessContent'));

export function SuccessStep({ view }: { view: FlowView }) {
  const { t } = useTranslation('success');
  const guard = useBookingStep('success', view.known);
  const loading = (
    <p role="status" className={styles.muted}>
      {t('amounts.loading')}
    </p>
  );
  if (guard.status !== 'ok') return loading;
  return (
    <Suspense fallback={loading}>
      <SuccessContent view={view} />
    </Suspense>
  );
}
