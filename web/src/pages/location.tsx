import { lazy } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import {
  buildCheckupIncludes,
  buildLocationCards,
  type CheckupIncludes,
  type LocationCard,
} from '@/features/location/locationCards';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import {
  framedStepStaticProps,
  type FramedStepProps,
} from '@/features/summary-panel/stepStaticProps';

// After hydration (the step renders only in the browser, once the guard passes), so its code
// need not be first-load JS (docs/performance.md).
const LocationStep = lazy(() =>
  import('@/features/location/LocationStep').then((m) => ({ default: m.LocationStep })),
);

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
