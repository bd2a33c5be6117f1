import { StepPage } from '@/components/Layout/StepPage';
import { translatedStaticProps } from '@/i18n/pageTranslations';

export const getStaticProps = translatedStaticProps;

export default function TimeslotPage() {
  return <StepPage step="timeslot" />;
}
