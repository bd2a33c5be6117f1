import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from './Layout';
import styles from './StepPage.module.css';

export const FLOW_STEPS = [
  'check-up',
  'add-ons',
  'location',
  'timeslot',
  'summary',
  'payment',
  'success',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number] | 'payment-return';

/** A booking step as far as it is built: its title and what happens there. */
export function StepPage({
  step,
  withLayout = true,
}: {
  step: Exclude<FlowStep, 'check-up'>;
  withLayout?: boolean;
}) {
  const { t } = useTranslation('common');
  const title = t(`steps.${step}`);
  const content = (
    <section className={styles.step} aria-labelledby="step-title" data-step={step}>
      <h1 id="step-title">{title}</h1>
      <p>{t(`stepIntro.${step}`)}</p>
    </section>
  );
  if (!withLayout) return <main className={styles.bare}>{content}</main>;
  return <Layout title={title}>{content}</Layout>;
}
