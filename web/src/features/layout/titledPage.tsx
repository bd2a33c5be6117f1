import type { ComponentType } from 'react';
import type { ProgressStep } from '@/features/booking/StepProgress/StepProgress';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from './Layout';

interface TitledPageOptions {
  /** The namespace and key of the page's title. */
  title: readonly [namespace: string, key: string];
  /** A booking step: the step progress under the header. */
  step?: ProgressStep;
  /** A personal page behind a signed link: never indexed. */
  noIndex?: boolean;
}

/**
 * A page that is the layout around one feature component, which gets the page's props: the
 * payment, success and link pages differ only in their title, step and content.
 */
export function titledPage<P extends object>(
  { title: [namespace, key], step, noIndex }: TitledPageOptions,
  Content: ComponentType<P>,
): ComponentType<P> {
  function TitledPage(props: P) {
    const { t } = useTranslation(namespace);
    return (
      <Layout title={t(key)} step={step} noIndex={noIndex}>
        <Content {...props} />
      </Layout>
    );
  }
  TitledPage.displayName = `TitledPage(${Content.displayName ?? Content.name})`;
  return TitledPage;
}
