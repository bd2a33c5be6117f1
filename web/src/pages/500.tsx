import { ErrorView } from '@/features/layout/ErrorView';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps('/500');

export default function ServerErrorPage() {
  return <ErrorView status={500} />;
}
