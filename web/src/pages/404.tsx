import { ErrorView } from '@/features/layout/ErrorView';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps('/404');

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
