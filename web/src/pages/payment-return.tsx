import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { StepPage } from '@/components/Layout/StepPage';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps;

/** Where the payment provider sends the visitor back; no layout (SPEC 2). */
export default function PaymentReturnPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{`${t('steps.payment-return')} – ${t('site.name')}`}</title>
      </Head>
      <StepPage step="payment-return" withLayout={false} />
    </>
  );
}
