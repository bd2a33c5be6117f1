import { useTranslation } from '@/i18n/useTranslation';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import {
  framedStepStaticProps,
  type FramedStepProps,
} from '@/features/summary-panel/stepStaticProps';
import {
  buildTimeslotLocations,
  type TimeslotLocation,
} from '@/features/timeslot/timeslotLocations';
import { TimeslotStep } from '@/features/timeslot/TimeslotStep';

type Props = FramedStepProps & { slotLocations: TimeslotLocation[] };

export const getStaticProps = framedStepStaticProps('timeslot', ({ locations, language }) => ({
  slotLocations: buildTimeslotLocations(locations, language),
}));

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
