import type { GetStaticProps } from 'next';
import { Layout } from '@/components/Layout/Layout';
import { useTranslation } from '@/i18n/useTranslation';
import { pageTranslations } from '@/i18n/pageTranslations';
import { PaymentReturn } from '@/features/payment/PaymentReturn';
import type { FlowView } from '@/features/summary/flowView';
import { loadFlowView } from '@/features/summary/flowView.server';
import { withDraftContent } from '@/server/content/draftScope';

interface Props {
  view: FlowView;
}

export const getStaticProps: GetStaticProps<Props> = withDraftContent(async ({ locale }) => {
  const [view, translations] = await Promise.all([
    loadFlowView(locale),
    pageTranslations(locale, '/payment-return'),
  ]);
  return { props: { ...translations, view }, revalidate: 60 };
});

/**
 * Where the payment provider sends the visitor back. With the site's header and the step
 * progress at "payment" (issue 14.6: SPEC 2's bare page read as a blank white screen).
 */
export default function PaymentReturnPage({ view }: Props) {
  const { t } = useTranslation('common');
  return (
    <Layout title={t('steps.payment-return')} step="payment">
      <PaymentReturn view={view} />
    </Layout>
  );
}
