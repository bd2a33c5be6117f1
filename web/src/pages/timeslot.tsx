import { stepComponent } from '@/lib/stepComponent';
import { useTranslation } from '@/i18n/useTranslation';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import {
  framedStepStaticProps,
  type FramedStepProps,
} from '@/features/summary-panel/stepStaticProps.server';
import {
  buildTimeslotLocations,
  type TimeslotLocation,
} from '@/features/timeslot/timeslotLocations';

// After hydration: the step renders only in the browser once the guard passes, so the
// calendar and SWR need not be first-load JS (docs/performance.md).
const TimeslotStep = stepComponent(() =>
  import('@/features/timeslot/TimeslotStep').then((m) => m.TimeslotStep),
);

type Props = FramedStepProps & { slotLocations: TimeslotLocation[] };

export const getStaticProps = framedStepStaticProps(
  '/timeslot',
  ['timeslot', 'waitlist'],
  ({ locations, language }) => ({
    slotLocations: buildTimeslotLocations(locations, language),
  }),
);

export default function TimeslotPage({ slotLocations, locations, known }: Props) {
  const { t } = useTranslation('timeslot');
  return (
    <BookingStepFrame
      step="timeslot"
      title={t('pageTitle')}
      known={known}
      locations={locations}
      intro={{ title: t('title'), text: t('intro') }}
    >
      <TimeslotStep locations={slotLocations} />
    </BookingStepFrame>
  );
}
