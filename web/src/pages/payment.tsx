import type { GetStaticProps } from 'next';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/components/Layout/Layout';
import { pageTranslations } from '@/i18n/pageTranslations';
import { PaymentStep } from '@/features/payment/PaymentStep';
import type { FlowView } from '@/features/summary/flowView';
import { loadFlowView } from '@/features/summary/flowView.server';
import { withDraftContent } from '@/server/content/draftScope';

interface Props {
  view: FlowView;
}

export const getStaticProps: GetStaticProps<Props> = withDraftContent(async ({ locale }) => {
  const [view, translations] = await Promise.all([
    loadFlowView(locale),
    pageTranslations(locale, '/payment', ['payment', 'summary']),
  ]);
  return { props: { ...translations, view }, revalidate: 60 };
});

export default function PaymentPage({ view }: Props) {
  const { t } = useTranslation('payment');
  return (
    <Layout title={t('pageTitle')} step="payment">
      <PaymentStep view={view} />
    </Layout>
  );
}
