import { useTranslation } from '@/i18n/useTranslation';
import {
  buildCheckupIncludes,
  buildLocationCards,
  type CheckupIncludes,
  type LocationCard,
} from '@/features/location/locationCards';
import { LocationStep } from '@/features/location/LocationStep';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import {
  framedStepStaticProps,
  type FramedStepProps,
} from '@/features/summary-panel/stepStaticProps';

type Props = FramedStepProps & { cards: LocationCard[]; includes: CheckupIncludes };

export const getStaticProps = framedStepStaticProps(
  'location',
  ({ packages, locations, services, language }) => ({
    cards: buildLocationCards(locations, services, language),
    includes: buildCheckupIncludes(packages),
  }),
);

export default function LocationPage({ cards, includes, locations, known }: Props) {
  const { t } = useTranslation('location');
  return (
    <BookingStepFrame
      step="location"
      title={t('pageTitle')}
      known={known}
      locations={locations}
      intro={{ title: t('title'), text: t('intro') }}
    >
      <LocationStep locations={cards} includes={includes} />
    </BookingStepFrame>
  );
}
