import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/features/layout/Layout';
import { StepIntro } from '@/components/StepIntro/StepIntro';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import type { StepSlug } from '@/features/booking/steps';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import type { PanelLocation } from './panelLocations';
import { SummaryLayout } from './SummaryLayout';
import { LazySummaryPanel } from './LazySummaryPanel';
import styles from './SummaryPanel.module.css';

export interface BookingStepFrameProps {
  step: StepSlug;
  title: string;
  known: KnownSlugs;
  locations: readonly PanelLocation[];
  /**
   * The step's heading and lead text when they do not depend on the booking: rendered by
   * the frame in the static HTML too, so the page's largest text paints before hydration
   * (Lighthouse LCP) and stays the same element afterwards.
   */
  intro?: { title: string; text: string };
  children: ReactNode;
}

/**
 * A booking step page: URL sync and guard, the layout, and the step beside the summary
 * panel. The step shows once the guard lets it (the booking lives in the browser, so the
 * static HTML only carries the frame and the intro).
 */
export function BookingStepFrame({
  step,
  title,
  known,
  locations,
  intro,
  children,
}: BookingStepFrameProps) {
  const { t } = useTranslation('overlays');
  const guard = useBookingStep(step, known);
  // The step and the panel render in a transition once the guard lets them: React splits
  // that render into short tasks instead of one long task right after hydration (the guard
  // flips in a synchronous store update; Lighthouse counts the long task as blocking time).
  const ok = useDeferredValue(guard.status === 'ok');
  const pending = (
    <div className={styles.pending} aria-busy="true">
      {!intro && <h1 className="visually-hidden">{title}</h1>}
      <p>{t('stepFrame.loading')}</p>
    </div>
  );
  return (
    <Layout title={title} step={step === 'payment-return' ? undefined : step}>
      <SummaryLayout panel={ok ? <LazySummaryPanel locations={locations} known={known} /> : null}>
        {intro && <StepIntro title={intro.title} text={intro.text} className={styles.frameIntro} />}
        {/* A step may be loaded after hydration (React.lazy): it shows the pending line meanwhile. */}
        {ok ? <Suspense fallback={pending}>{children}</Suspense> : pending}
      </SummaryLayout>
    </Layout>
  );
}
