import Head from 'next/head';
import { useTranslation } from '@/i18n/useTranslation';
import { IconGallery } from '@/components/DesignSystem/IconGallery';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps('/_design-system/icons');

/** Internal page without layout (SPEC 2). */
export default function IconsPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('designSystem.iconsTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <IconGallery />
    </>
  );
}
