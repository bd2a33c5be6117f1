import { stepComponent } from '@/lib/stepComponent';
import { buildLocationCards, type LocationCard } from '@/features/location/locationCards';
import { framedStepPage } from '@/features/summary-panel/framedStepPage';
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

export default framedStepPage<Props>(
  { step: 'location', namespace: 'location', intro: true },
  ({ cards, known }) => <LocationStep locations={cards} includes={known.includedIn} />,
);
