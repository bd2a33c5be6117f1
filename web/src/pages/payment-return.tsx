import { Layout } from '@/features/layout/Layout';
import { useTranslation } from '@/i18n/useTranslation';
import { PaymentReturn } from '@/features/payment/PaymentReturn';
import type { FlowView } from '@/features/summary/flowView';
import { flowViewStaticProps } from '@/features/summary/flowView.server';

interface Props {
  view: FlowView;
}

export const getStaticProps = flowViewStaticProps('/payment-return');

/**
 * Where the payment provider sends the visitor back. With the site's header and the step
 * progress at "payment"  (SPEC 2's bare page read as a blank white screen).
 */
export default function PaymentReturnPage({ view }: Props) {
  const { t } = useTranslation('common');
  return (
    <Layout title={t('steps.payment-return')} step="payment">
      <PaymentReturn view={view} />
    </Layout>
  );
}
