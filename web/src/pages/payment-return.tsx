import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/i18n/useTranslation';
import { pageTranslations } from '@/i18n/pageTranslations';
import { PaymentReturn } from '@/features/payment/PaymentReturn';
import type { FlowView } from '@/features/summary/flowView';
import { loadFlowView } from '@/features/summary/flowView.server';

interface Props {
  view: FlowView;
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const [view, translations] = await Promise.all([loadFlowView(locale), pageTranslations(locale)]);
  return { props: { ...translations, view }, revalidate: 60 };
};

/** Where the payment provider sends the visitor back; no layout (SPEC 2). */
export default function PaymentReturnPage({ view }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{`${t('steps.payment-return')} – ${t('site.name')}`}</title>
      </Head>
      <PaymentReturn view={view} />
    </>
  );
}
