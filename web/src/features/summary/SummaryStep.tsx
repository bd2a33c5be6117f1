/**
 * The summary step (SPEC 2): guard, booking overview and the personal data form. The form
 * (react-hook-form, zod resolver) is loaded only here, as a separate chunk.
 */
import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import { useRouter } from 'next/router';
import {
  useBookingActions,
  useBookingState,
  useBookingStore,
} from '@/features/booking/state/BookingProvider';
import { ALREADY_BOOKED } from '@/contracts/error-ids';
import { noteSlotTaken } from '@/features/timeslot/slotTaken';
import { zurichDateOf } from '@/features/booking/zurichDate';
import { stepHref } from '@/features/booking/url/stepHref';
import { SummaryLayout } from '@/features/summary-panel/SummaryLayout';
import { LazySummaryPanel } from '@/features/summary-panel/LazySummaryPanel';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import type { FlowView } from './flowView';
import type { CountryNames } from './phoneCountries';
import { StepIntro } from '@/components/StepIntro/StepIntro';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { formatZurichDateTime } from './formatSlot';
import { useLocale } from '@/i18n/useLocale';
import shared from '@/styles/steps.module.css';
import styles from './SummaryStep.module.css';
import { useHoldIdleQuiet } from '@/features/overlays/idleQuiet';

function FormLoading() {
  const { t } = useTranslation('summary');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

// React.lazy rather than next/dynamic: the form renders as a Suspense retry, which React
// splits into short tasks, where next/dynamic's store update rendered the whole form in one
// long task (Lighthouse blocking time). It never renders on the server (the guard waits
// for the browser's booking state).
const SummaryForm = lazy(() => import('./SummaryForm'));

/** Only after a "yes" in the safety pre-check: few visitors ever need it (docs/performance.md). */
const PrecheckCallback = lazy(() =>
  import('./precheck/PrecheckCallback').then((m) => ({ default: m.PrecheckCallback })),
);

export function SummaryStep({ view, countries }: { view: FlowView; countries: CountryNames }) {
  const { t } = useTranslation('summary');
  const guard = useBookingStep('summary', view.known);
  // Rendered in a transition (short tasks), as in BookingStepFrame.
  const ok = useDeferredValue(guard.status === 'ok');
  const errorDialog = useErrorDialog();
  // A "yes" in the safety pre-check: the call back below the form, and no idle dialog
  // offering it again over it (docs/screening.md "Pre-check").
  const [precheckStop, setPrecheckStop] = useState(false);
  useHoldIdleQuiet(precheckStop);
  // Back to the slot choice: the booking (and a reservation already made) stays until the
  // visitor changes something there. Not while reserving, and not once paid. Both read as
  // primitives: the step renders again when they change, not with each keystroke of the form.
  const canGoBack = useBookingState((s) => !s.isProcessing && !s.isPaymentSuccess);
  const backHref = useBookingState((s) => stepHref('/timeslot', s));
  const router = useRouter();
  const store = useBookingStore();
  const { selectTimeSlot } = useBookingActions();
  // A slot taken meanwhile: no dialog (retrying cannot work) but straight back to the slot
  // choice on the same day, with fresh times and the reason said there, focused (docs/spec.md
  // §8 "A slot taken meanwhile"). Stable, so the memoised form does not render again with
  // each render of the step.
  const showError = useCallback(
    (id: string) => {
      const state = store.getState();
      // The slot's own day when the visitor came by a link that named only the slot.
      const day =
        state.selectedDate ?? (state.timeSlotStart ? zurichDateOf(state.timeSlotStart) : null);
      if (id !== ALREADY_BOOKED || !day) return errorDialog.show(id);
      noteSlotTaken(day);
      selectTimeSlot(null);
      void router.push(stepHref('/timeslot', store.getState()));
    },
    [errorDialog, store, selectTimeSlot, router],
  );

  return (
    <div className={shared.step}>
      <StepIntro title={t('title')} text={t('intro')} />
      <WaitlistHoldNote />
      {!ok ? (
        <FormLoading />
      ) : (
        <SummaryLayout panel={<LazySummaryPanel locations={view.locations} known={view.known} />}>
          {/* Back sits inside the boundary: shown with the form, it never moves when the
              form arrives (Lighthouse counted that as a layout shift). */}
          <Suspense fallback={<FormLoading />}>
            <SummaryForm
              view={view}
              countries={countries}
              onError={showError}
              onPrecheckStop={setPrecheckStop}
            />
            {precheckStop && (
              // Its own boundary: the form above stays while it loads.
              <Suspense fallback={null}>
                <PrecheckCallback phone={view.clinicPhone ?? null} />
              </Suspense>
            )}
            {canGoBack && (
              <div className={styles.actions}>
                <Button href={backHref} variant="ghost" size="L" icon="chevron-left">
                  {t('back')}
                </Button>
              </div>
            )}
          </Suspense>
        </SummaryLayout>
      )}
    </div>
  );
}

/** A slot the waitlist holds for the visitor (an offer link): until when (docs/waitlist.md). */
function WaitlistHoldNote() {
  const { t } = useTranslation('summary');
  const { language } = useLocale();
  const expiresAt = useBookingState((s) => s.waitlistHold?.expiresAt ?? null);
  if (!expiresAt) return null;
  return (
    <div data-testid="waitlist-hold-note">
      <InfoBlock
        variant="success"
        icon="calendar"
        text={t('waitlistHold', { until: formatZurichDateTime(new Date(expiresAt), language) })}
      />
    </div>
  );
}
