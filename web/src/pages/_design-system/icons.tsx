import { IconGallery } from '@/components/DesignSystem/IconGallery';
import { InternalPage } from '@/components/DesignSystem/InternalPage';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps('/_design-system/icons');

export default function IconsPage() {
  return (
    <InternalPage titleKey="designSystem.iconsTitle">
      <IconGallery />
    </InternalPage>
  );
}
