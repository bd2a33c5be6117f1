/**
 * Where the visitor is in the booking flow (SPEC 2): the steps in order, the current one
 * marked with aria-current="step", the ones before it marked as done. Full labels from 56rem;
 * on a phone numbered dots and one line "Step 4 of 7 · Appointment".
 *
 * Done steps link back (with the booking query, so nothing is lost): every step before the
 * current one passes its guard when the current one does. Not after the payment succeeded
 * and not on the success page: there the success lock would send every link straight back,
 * so they stay plain text.
 *
 * The same markup renders on the server and in the browser (only the link targets gain the
 * query after hydration), so the bar keeps its height and nothing shifts.
 */
import Link from 'next/link';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '@/components/icons/Icon';
import { useBookingState } from '@/features/booking/state/BookingProvider';
import { stepPath, STEPS, type StepSlug } from '@/features/booking/steps';
import { stepHref } from '@/features/booking/url/stepHref';
import styles from './StepProgress.module.css';
import { stegaClean } from '@/lib/stegaClean';

/** A step the progress shows: every step but payment-return, which has no layout. */
export type ProgressStep = Exclude<StepSlug, 'payment-return'>;

export const PROGRESS_STEPS: readonly ProgressStep[] = STEPS.filter(
  (step): step is ProgressStep => step !== 'payment-return',
);

export function StepProgress({ current }: { current: ProgressStep }) {
  const { t } = useTranslation('common');
  const isPaymentSuccess = useBookingState((s) => s.isPaymentSuccess);
  // The booking's query of the links back (a string: it renders again only when it changes).
  const search = useBookingState((s) => stepHref('', s));
  const index = PROGRESS_STEPS.indexOf(current);
  const linksBack = current !== 'success' && !isPaymentSuccess;

  return (
    <nav aria-label={stegaClean(t('progress.label'))} className={styles.progress} data-testid="step-progress">
      <p className={styles.compact} aria-hidden="true">
        {t('progress.compact', {
          current: index + 1,
          total: PROGRESS_STEPS.length,
          label: t(`steps.${current}`),
        })}
      </p>
      <ol className={styles.list}>
        {PROGRESS_STEPS.map((step, i) => {
          const status = i < index ? 'done' : i === index ? 'current' : 'upcoming';
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {status === 'done' ? <Icon name="check" size={16} strokeWidth={3} /> : i + 1}
              </span>
              <span className={styles.label}>
                {t(`steps.${step}`)}
                {status === 'done' && (
                  <span className="visually-hidden"> ({t('progress.done')})</span>
                )}
              </span>
            </>
          );
          return (
            <li
              key={step}
              className={styles.item}
              data-status={status}
              data-step={step}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {status === 'done' && linksBack ? (
                <Link
                  href={`${stepPath(step)}${search}`}
                  prefetch={false}
                  className={styles.entry}
                >
                  {content}
                </Link>
              ) : (
                <span className={styles.entry}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
