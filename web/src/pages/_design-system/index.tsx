import Head from 'next/head';
import { useTranslation } from '@/i18n/useTranslation';
import { DesignSystemShowcase } from '@/components/DesignSystem/DesignSystemShowcase';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps('/_design-system');

/** Internal page without layout (SPEC 2). */
export default function DesignSystemPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('designSystem.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <DesignSystemShowcase />
    </>
  );
}
