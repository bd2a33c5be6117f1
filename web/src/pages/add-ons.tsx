import { stepComponent } from '@/lib/stepComponent';
import { useTranslation } from '@/i18n/useTranslation';
import { buildAddonsCatalog, type AddonsPackage } from '@/features/addons/addonsCatalog';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
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

export default function AddOnsPage({ packages, locations, known }: Props) {
  const { t } = useTranslation('addons');
  return (
    <BookingStepFrame step="add-ons" title={t('pageTitle')} known={known} locations={locations}>
      <AddonsStep packages={packages} locations={locations} />
    </BookingStepFrame>
  );
}
