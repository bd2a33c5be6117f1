import { stepComponent } from '@/lib/stepComponent';
import { framedStepPage } from '@/features/summary-panel/framedStepPage';
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

export default framedStepPage<Props>(
  { step: 'timeslot', namespace: 'timeslot', intro: true },
  ({ slotLocations }) => <TimeslotStep locations={slotLocations} />,
);
