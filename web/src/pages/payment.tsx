import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/features/layout/Layout';
import { PaymentStep } from '@/features/payment/PaymentStep';
import type { FlowView } from '@/features/summary/flowView';
import { flowViewStaticProps } from '@/features/summary/flowView.server';

interface Props {
  view: FlowView;
}

export const getStaticProps = flowViewStaticProps('/payment', ['payment', 'summary']);

export default function PaymentPage({ view }: Props) {
  const { t } = useTranslation('payment');
  return (
    <Layout title={t('pageTitle')} step="payment">
      <PaymentStep view={view} />
    </Layout>
  );
}
