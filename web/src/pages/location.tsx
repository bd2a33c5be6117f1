import { stepComponent } from '@/lib/stepComponent';
import { useTranslation } from '@/i18n/useTranslation';
import { buildLocationCards, type LocationCard } from '@/features/location/locationCards';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import {
  framedStepStaticProps,
  type FramedStepProps,
} from '@/features/summary-panel/stepStaticProps.server';

// After hydration (the step renders only in the browser, once the guard passes), so its code
// need not be first-load JS (docs/performance.md).
const LocationStep = stepComponent(() =>
  import('@/features/location/LocationStep').then((m) => m.LocationStep),
);

type Props = FramedStepProps & { cards: LocationCard[] };

export const getStaticProps = framedStepStaticProps(
  '/location',
  ['location', 'waitlist'],
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
      <LocationStep locations={cards} includes={known.includedIn} />
    </BookingStepFrame>
  );
}
