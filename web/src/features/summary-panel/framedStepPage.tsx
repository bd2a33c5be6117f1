import type { ReactNode } from 'react';
import type { StepSlug } from '@/features/booking/steps';
import { useTranslation } from '@/i18n/useTranslation';
import { BookingStepFrame } from './BookingStepFrame';
import type { FramedStepProps } from './stepStaticProps.server';

interface FramedStepPageOptions {
  step: StepSlug;
  /** The step's namespace: its `pageTitle`, and `title` and `intro` where `intro` is set. */
  namespace: string;
  /** The step has a heading and lead text that do not depend on the booking. */
  intro?: boolean;
}

/**
 * A booking step's page: the frame (BookingStepFrame) with the step's title and intro around
 * what `renderStep` makes of the page's props.
 */
export function framedStepPage<P extends FramedStepProps>(
  { step, namespace, intro = false }: FramedStepPageOptions,
  renderStep: (props: P) => ReactNode,
) {
  function FramedStepPage(props: P) {
    const { t } = useTranslation(namespace);
    return (
      <BookingStepFrame
        step={step}
        title={t('pageTitle')}
        known={props.known}
        locations={props.locations}
        intro={intro ? { title: t('title'), text: t('intro') } : undefined}
      >
        {renderStep(props)}
      </BookingStepFrame>
    );
  }
  return FramedStepPage;
}
