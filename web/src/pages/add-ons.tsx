import { stepComponent } from '@/lib/stepComponent';
import { buildAddonsCatalog, type AddonsPackage } from '@/features/addons/addonsCatalog';
import { framedStepPage } from '@/features/summary-panel/framedStepPage';
import {
  framedStepStaticProps,
  type FramedStepProps,
} from '@/features/summary-panel/stepStaticProps.server';

// After hydration (the step renders only in the browser, once the guard passes), so its code
// need not be first-load JS (docs/performance.md).
const AddonsStep = stepComponent(() =>
  import('@/features/addons/AddonsStep').then((m) => m.AddonsStep),
);

type Props = FramedStepProps & { packages: AddonsPackage[] };

export const getStaticProps = framedStepStaticProps(
  '/add-ons',
  'addons',
  ({ packages, services, locations, language }) => ({
    packages: buildAddonsCatalog(packages, services, language, locations),
  }),
);

export default framedStepPage<Props>({ step: 'add-ons', namespace: 'addons' }, (props) => (
  <AddonsStep packages={props.packages} locations={props.locations} />
));
