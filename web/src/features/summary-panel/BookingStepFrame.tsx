import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/components/Layout/Layout';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import type { StepSlug } from '@/features/booking/steps';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import type { PanelLocation } from './panelLocations';
import { SummaryLayout } from './SummaryLayout';
import { SummaryPanel } from './SummaryPanel';
import styles from './SummaryPanel.module.css';

export interface BookingStepFrameProps {
  step: StepSlug;
  title: string;
  known: KnownSlugs;
  locations: readonly PanelLocation[];
  children: ReactNode;
}

/**
 * A booking step page: URL sync and guard, the layout, and the step beside the summary
 * panel. The step shows once the guard lets it (the booking lives in the browser, so the
 * static HTML only carries the frame).
 */
export function BookingStepFrame({
  step,
  title,
  known,
  locations,
  children,
}: BookingStepFrameProps) {
  const { t } = useTranslation('overlays');
  const guard = useBookingStep(step, known);
  return (
    <Layout title={title}>
      {guard.status === 'ok' ? (
        <SummaryLayout panel={<SummaryPanel locations={locations} />}>{children}</SummaryLayout>
      ) : (
        <div className={styles.pending} aria-busy="true">
          <h1 className="visually-hidden">{title}</h1>
          <p>{t('stepFrame.loading')}</p>
        </div>
      )}
    </Layout>
  );
}
