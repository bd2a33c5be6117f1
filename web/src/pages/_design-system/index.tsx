import { DesignSystemShowcase } from '@/components/DesignSystem/DesignSystemShowcase';
import { InternalPage } from '@/components/DesignSystem/InternalPage';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps('/_design-system');

export default function DesignSystemPage() {
  return (
    <InternalPage titleKey="designSystem.title">
      <DesignSystemShowcase />
    </InternalPage>
  );
}
