import type { GetStaticProps } from 'next';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/components/Layout/Layout';
import { pageTranslations } from '@/i18n/pageTranslations';
import { SuccessStep } from '@/features/success/SuccessStep';
import type { FlowView } from '@/features/summary/flowView';
import { loadFlowView } from '@/features/summary/flowView.server';
import { withDraftContent } from '@/server/content/draftScope';

interface Props {
  view: FlowView;
}

export const getStaticProps: GetStaticProps<Props> = withDraftContent(async ({ locale }) => {
  const [view, translations] = await Promise.all([
    loadFlowView(locale),
    pageTranslations(locale, '/success', ['success', 'summary']),
  ]);
  return { props: { ...translations, view }, revalidate: 60 };
});

export default function SuccessPage({ view }: Props) {
  const { t } = useTranslation('success');
  return (
    <Layout title={t('pageTitle')} step="success">
      <SuccessStep view={view} />
    </Layout>
  );
}
