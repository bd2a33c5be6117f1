import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/features/layout/Layout';
import { SuccessStep } from '@/features/success/SuccessStep';
import type { FlowView } from '@/features/summary/flowView';
import { flowViewStaticProps } from '@/features/summary/flowView.server';

interface Props {
  view: FlowView;
}

export const getStaticProps = flowViewStaticProps('/success', ['success', 'summary']);

export default function SuccessPage({ view }: Props) {
  const { t } = useTranslation('success');
  return (
    <Layout title={t('pageTitle')} step="success">
      <SuccessStep view={view} />
    </Layout>
  );
}
