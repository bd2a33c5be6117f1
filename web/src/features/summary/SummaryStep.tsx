/**
 * The summary step (SPEC 2): guard, booking overview and the personal data form. The form
 * (react-hook-form, zod resolver) is loaded only here, as a separate chunk.
 */
import dynamic from 'next/dynamic';
import { useTranslation } from '@/i18n/useTranslation';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import { SummaryLayout } from '@/features/summary-panel/SummaryLayout';
import { SummaryPanel } from '@/features/summary-panel/SummaryPanel';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import type { FlowView } from './flowView';
import styles from './SummaryStep.module.css';

function FormLoading() {
  const { t } = useTranslation('summary');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

const SummaryForm = dynamic(() => import('./SummaryForm'), {
  ssr: false,
  loading: () => <FormLoading />,
});

export function SummaryStep({ view }: { view: FlowView }) {
  const { t } = useTranslation('summary');
  const guard = useBookingStep('summary', view.known);
  const errorDialog = useErrorDialog();
  // A slot taken meanwhile: accepting the dialog leads back to the slot choice.
  const showError = (id: string) =>
    errorDialog.show(id, id === 'reserve-timeslot-error-already-booked' ? { route: '/timeslot' } : undefined);

  return (
    <div className={styles.step}>
      <div className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {guard.status !== 'ok' ? (
        <FormLoading />
      ) : (
        <SummaryLayout panel={<SummaryPanel locations={view.locations} />}>
          <SummaryForm view={view} onError={showError} />
        </SummaryLayout>
      )}
    </div>
  );
}
