import { useTranslation } from '@/i18n/useTranslation';
import { buildLocationCards, type LocationCard } from '@/features/location/locationCards';
import { LocationStep } from '@/features/location/LocationStep';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import {
  framedStepStaticProps,
  type FramedStepProps,
} from '@/features/summary-panel/stepStaticProps';

type Props = FramedStepProps & { cards: LocationCard[] };

export const getStaticProps = framedStepStaticProps(
  'location',
  ({ locations, services, language }) => ({
    cards: buildLocationCards(locations, services, language),
  }),
);

export default function LocationPage({ cards, locations, known }: Props) {
  const { t } = useTranslation('location');
  return (
    <BookingStepFrame
      step="location"
      title={t('pageTitle')}
      known={known}
      locations={locations}
      intro={{ title: t('title'), text: t('intro') }}
    >
      <LocationStep locations={cards} />
    </BookingStepFrame>
  );
}
